"""Genres: sentinel node biopsy result letter; surveillance clinic letter."""
import fake
import clinical
from core import Note, P
from common import letterhead, re_line, salutation, signature, cc_block, age_phrase, prof_phrase, job_clause

SEROMA = ['a small seroma in the axilla which I aspirated (40 mL straw-coloured fluid)',
          'mild lymphoedema of the leg, for which she has been measured for class 2 stockings',
          'some residual blue discolouration at the injection site, which will fade over months',
          'a superficial wound dehiscence at the lateral pole, now granulating', 'no wound problems at all',
          'a minor wound infection treated with flucloxacillin by the GP']


def _recipient(n, c):
    n.ln('{} {}', c.gp.title, c.gp.n(c.rng.choice(['fl', 'il'])))
    n.ln('{}', P(c.practice, 'HOSPITAL'))
    n.ln('{}', c.gp_addr('\n'))
    n.blank()


def slnb_result_letter(rng, c):
    n = Note('slnb_result_letter', c.C, c)
    les = c.les
    if not les['slnb_offered']:
        les['slnb_offered'] = True
        les['breslow'] = round(1.1 + rng.random() * 2.5, 1)
        les['insitu'] = False
        les['subtype'] = 'superficial spreading melanoma'
        les['abbr'] = 'SSM'
        les['T'] = clinical.t_stage(les['breslow'], les['ulc'])
        les['nodes'] = rng.choice([1, 2, 3])
        les['npos'] = 1 if rng.random() < 0.25 else 0
        les['deposit'] = 0.6 if les['npos'] else None
        les['N'] = 'pN1a (sn)' if les['npos'] else 'pN0 (sn)'
        les['stage'] = clinical.stage_group(les['T'], les['npos'])
    op = c.days(-rng.randrange(14, 28))
    letterhead(n, c, rng.choice(['Department of Plastic & Reconstructive Surgery', 'Plastic Surgery Department',
                                 'Melanoma & Skin Cancer Unit', 'Surgical Oncology']), email_box='plastics.secretaries')
    n.blank()
    n.ln('Date: {}', c.D(c.days(rng.randrange(0, 5)), rng.choice([None, 'long'])))
    n.ln('Clinic date: {}', c.D(c.date))
    n.blank()
    _recipient(n, c)
    salutation(n, c, c.gp)
    n.blank()
    re_line(n, c)
    pos = les['npos'] > 0
    n.ln('Diagnosis: {} {}, Breslow {} mm, {}, {}', les['abbr'], les['site'], str(les['breslow']),
         'ulcerated' if les['ulc'] else 'non-ulcerated', les['T'])
    n.ln('Procedure: WLE ({}) and SLNB {} on {}', les['wle'], les['basin'], c.D(op))
    n.ln('SLNB result: {}/{} nodes {}', str(les['npos']), str(max(les['nodes'], 1)),
         'POSITIVE (%s mm deposit)' % les['deposit'] if pos else 'negative')
    n.ln('Stage: {} {} - AJCC stage {}', les['T'], les['N'], les['stage'])
    n.blank()
    who = c.nok
    n.f('I reviewed {} {} in the {} today', c.pt.title, c.pt.n('l'),
        rng.choice(['plastic surgery clinic', 'melanoma clinic', 'outpatient clinic', 'wound clinic']))
    if rng.random() < 0.7:
        n.f(', accompanied by {} {} {}', c.his, who.rel, who.n('f' if rng.random() < 0.6 else 'fl'))
    n.f('. {} recovered well from surgery on {}, with {}. ', c.he.capitalize(), c.D(op, 'dm'), rng.choice(SEROMA))
    if pos:
        n.f('I explained that one of the sentinel nodes contained a {} mm deposit of melanoma, which upstages {} to stage {}. '
            'The case was discussed at the {} on {} and the recommendation is referral to {} for adjuvant systemic '
            'therapy (anti-PD-1 immunotherapy{}). In line with MSLT-II and DeCOG-SLT, completion lymphadenectomy is not '
            'recommended; instead {} will have nodal ultrasound surveillance {} for two years. ',
            str(les['deposit']), c.him, les['stage'], rng.choice(['skin MDT', 'melanoma MDM', 'tumour board']),
            c.D(c.days(-rng.randrange(1, 6))), c.onc.t('il'),
            '; BRAF status awaited' if rng.random() < 0.5 else ', or dabrafenib/trametinib if BRAF-mutant',
            c.he, rng.choice(['every 4 months', '4-monthly', '3-monthly']))
    else:
        n.f('I was pleased to tell {} that the sentinel node(s) were clear and the wide excision showed no residual '
            'melanoma. This makes {} melanoma stage {}. ', c.him, c.his, les['stage'])
        if les['stage'] in ('IIB', 'IIC'):
            n.f('At this stage adjuvant pembrolizumab can be considered and I have referred {} to {} to discuss this. ',
                c.him, c.onc.t('il'))
    n.blank()
    n.blank()
    if rng.random() < 0.5 and not c.retired:
        n.ln('{} works as {} {} and plans to return to work in {}; I have given a fit note for {} weeks.',
             c.he.capitalize(), 'an' if c.prof[0] in 'aeiou' else 'a', P(c.prof, 'PROFESSION'),
             c.D(c.days(rng.randrange(14, 45)), 'my'), str(rng.randrange(2, 5)))
    elif rng.random() < 0.4:
        n.ln('{}; {} is keen to get back to {}.', job_clause(c), c.he,
             rng.choice(['golf', 'the allotment', 'bowls', 'sea swimming', 'gardening', 'walking the dog']))
    n.ln('Plan:')
    n.ln('1. Follow-up in the {} clinic on {} (alternating with {}).', rng.choice(['plastics', 'melanoma', 'dermatology']),
         c.D(c.days(rng.randrange(60, 120))), c.derm.t('il'))
    if pos:
        n.ln('2. CT chest/abdomen/pelvis and MRI brain booked for staging ({}).', c.D(c.days(rng.randrange(5, 15))))
        n.ln('3. Oncology appointment with {} on {}.', c.onc.t('il'), c.D(c.days(rng.randrange(7, 21))))
    else:
        n.ln('2. Self-examination of skin and nodes monthly; written information given.')
        if les['stage'] in ('IIB', 'IIC'):
            n.ln('3. Imaging surveillance as per stage IIB/C protocol (CT 6-monthly for 3 years).')
        else:
            n.ln('3. {}', rng.choice(['No routine imaging required (stage I/IIA).',
                                      'Vitamin D checked - 38 nmol/L, started colecalciferol 1000 IU daily.']))
    n.ln('Skin cancer nurse: {} {}', c.cns.n('fl'), P(fake.phone(rng, c.C, c.harea), 'PHONE'))
    signature(n, c, c.plast, lic=rng.random() < 0.6, contact=rng.random() < 0.3)
    cc_block(n, c, gp=False, patient=True, extra=[c.onc] if pos else [c.derm])
    return n


def _us_note(n, c, rng, dx_date, ct):
    les = c.les
    n.ln('{} - {}', P(c.clinic if rng.random() < 0.5 else c.hosp, 'HOSPITAL'), 'Melanoma Surveillance Visit')
    n.ln('Patient: {}   DOB: {}   MRN: {}   Visit date: {}', c.pt.n('LF'), c.D(c.dob), c.mr(), c.D(c.date))
    n.ln('{}: {}   PCP: {}', c.acct[0], P(c.acct[1], 'ACCOUNT'), c.gp.t('il'))
    n.ln('Provider: {}', c.derm.t('fl'))
    n.blank()
    n.ln('CC: melanoma surveillance, {} mo visit', str(rng.choice([3, 4, 6, 6, 12])))
    n.f('HPI: {} with hx of stage {} {} of {} (Breslow {}) dx {}, s/p WLE', age_phrase(c), les['stage'], les['abbr'], les['site'],
        clinical.breslow_txt(les), c.D(dx_date, 'my'))
    n.f('{}. ', ' + SLNB' if les['slnb_offered'] else '')
    n.f('Pt reports no new or changing lesions, no lumps, wt stable, no HA. {}', rng.choice([
        'Recently back from a trip to ', 'Spent the winter in ', 'Planning a cruise to ']))
    n.f('{}. ', P(c.world, 'COUNTRY'))
    n.f('{}.', prof_phrase(c))
    n.blank()
    n.ln('ROS: negative x10 except as above.')
    n.ln('EXAM: FBSE performed incl scalp, palms/soles, nails, genitalia deferred. Scar {} well healed, no satellites/in-transit. '
         'No cervical/axillary/inguinal LAD. {}', les['site'],
         rng.choice(['Multiple SKs trunk. Scattered solar lentigines.', 'AKs on dorsal hands x4 - LN2 cryo today.',
                     'Dermoscopy of 5 mm macule L flank: reticular, symmetric.', 'Cherry angiomas trunk.']))
    n.ln('LABS/IMAGING: {} {}: NED. LDH 182 U/L (nl).', rng.choice(['CT CAP', 'PET/CT', 'CT chest/abd/pelvis']), c.D(ct))
    n.blank()
    n.ln('A/P:')
    n.ln('1. Hx melanoma stage {} - NED. Continue q{}mo FBSE; imaging per NCCN. Next CT {}.', les['stage'],
         str(rng.choice([3, 6])), c.D(c.days(rng.randrange(120, 200)), 'my'))
    n.ln('2. AKs - cryo x{} (CPT 17000/17003).', str(rng.randrange(1, 8)))
    n.ln('3. Sun protection counseling; SPF 30+, UPF clothing.')
    n.ln('RTC {} or sooner prn. Pt voiced understanding.', c.D(c.days(rng.randrange(80, 190))))
    n.blank()
    n.ln('Electronically signed: {}, {} {} {}', c.derm.n('fl'), rng.choice(['MD', 'DO', 'MD, FAAD']), c.D(c.date, 'num'),
         '%02d:%02d' % (rng.randrange(8, 18), rng.randrange(60)))
    if c.derm.lic:
        n.ln('{} {}', c.derm.lic[0], P(c.derm.lic[1], 'LICENSE'))
    if rng.random() < 0.5:
        n.ln('cc: {}, {}, fax {}', c.gp.t('fl'), P(c.practice, 'HOSPITAL'), P(c.gp_fax, 'FAX'))


def surveillance_letter(rng, c):
    n = Note('surveillance_letter', c.C, c)
    les = c.les
    years = rng.randrange(1, 9)
    dx_date = c.days(-365 * years - rng.randrange(0, 200))
    ct = c.days(-rng.randrange(7, 40))
    if c.C == 'US' and rng.random() < 0.7:
        _us_note(n, c, rng, dx_date, ct)
        return n
    letterhead(n, c, rng.choice(['Dermatology Department', 'Skin Cancer Surveillance Clinic', 'Melanoma Follow-up Clinic',
                                 'Plastic Surgery Outpatients', 'Department of Dermatology']))
    n.blank()
    n.ln('Clinic date: {}    Date typed: {}', c.D(c.date), c.D(c.days(rng.randrange(1, 9))))
    n.blank()
    _recipient(n, c)
    re_line(n, c)
    n.ln('Diagnosis:')
    n.ln('1. Stage {} melanoma {} ({}) - {}', les['stage'], les['site'], c.D(dx_date, rng.choice(['my', 'mys', None])),
         clinical.short_path(les))
    if rng.random() < 0.5:
        n.ln('2. {}', rng.choice(['Multiple dysplastic naevi', 'Actinic keratoses',
                                  ['Previous BCC (nose) ', c.D(c.days(-rng.randrange(400, 4000)), 'y')],
                                  'Solar lentigines', 'Immunosuppressed - renal transplant']))
    n.ln('Treatment: WLE {}{}', c.D(fake.add_days(dx_date, rng.randrange(20, 40))),
         ' + SLNB (%s)' % ('positive' if les['npos'] else 'negative') if les['slnb_offered'] else '')
    if les['stage'].startswith('III') or les['stage'] in ('IIB', 'IIC'):
        s = fake.add_days(dx_date, rng.randrange(60, 90))
        n.ln('Adjuvant: {} {} to {}', rng.choice(['nivolumab', 'pembrolizumab', 'dabrafenib + trametinib']), c.D(s),
             c.D(fake.add_days(s, 350)))
    n.ln('Current status: {}', rng.choice(['no evidence of recurrence', 'NED', 'NED; benign lesion excised today']))
    n.blank()
    salutation(n, c, c.gp)
    n.blank()
    n.f('I reviewed {} {} today for {} {} melanoma surveillance, {} year{} from diagnosis. ', c.pt.title,
        c.pt.n('l'), c.his, rng.choice(['3-monthly', '6-monthly', 'annual', 'routine']), str(years), 's' if years > 1 else '')
    n.f('{} remains well with no new symptoms. ', c.he.capitalize())
    v = rng.randrange(4)
    if v == 0:
        n.f('{} has recently returned from {} weeks in {} and was reassuringly sensible about sun protection. ',
            c.he.capitalize(), str(rng.randrange(2, 6)), P(c.world, 'COUNTRY'))
    elif v == 1 and not c.retired:
        n.f('{} continues to work as {} {} for {}, and wears a broad-brimmed hat and long sleeves outdoors. ',
            c.he.capitalize(), 'an' if c.prof[0] in 'aeiou' else 'a', P(c.prof, 'PROFESSION'), P(c.employer, 'ORGANIZATION'))
    elif v == 1:
        n.f('{} and still spends a lot of time outdoors, though now reliably wears a hat. ', job_clause(c))
    elif v == 2:
        n.f('{} {} {} checks {} back monthly and has not noticed any change. ', c.his.capitalize(), c.nok.rel,
            c.nok.n('f'), c.his)
    else:
        n.f('{} was anxious before the appointment as {} {} was recently diagnosed with a BCC. ', c.he.capitalize(),
            c.his, rng.choice(['brother', 'sister', 'neighbour', 'friend']))
    n.blank()
    n.blank()
    n.ln('On examination the {} scar is {}. There is no evidence of local recurrence, satellite or in-transit disease. '
         'There is no palpable cervical, axillary or inguinal lymphadenopathy and no hepatomegaly.', les['site'],
         rng.choice(['well healed', 'supple and pale', 'slightly hypertrophic but stable', 'flat and mature']))
    n.ln('Full skin examination: {} {}', rng.choice(['multiple benign naevi;', 'background actinic damage;',
                                                      'numerous seborrhoeic keratoses;', 'Fitzpatrick II skin, freckled;']),
         rng.choice(['dermoscopy of the lesions of concern showed benign patterns (regular network / globules).',
                     'a 6 mm lesion on the R thigh showed an atypical network and was excised today under LA.',
                     'nothing of concern.', 'two AKs on the scalp were treated with cryotherapy (LN2, 2 x 10 s).']))
    if rng.random() < 0.6:
        n.ln('{} surveillance {} on {} showed {}.', rng.choice(['CT CAP', 'PET-CT', 'Nodal USS', 'CT chest/abdomen/pelvis']),
             rng.choice(['imaging', 'scan']), c.D(ct), rng.choice(['no evidence of recurrence', 'stable sub-centimetre lung nodules',
                                                                   'no suspicious nodes', 'no new disease']))
    n.blank()
    n.ln('Plan:')
    n.ln('- Next review {} in {} (with {})', rng.choice(['here', 'in clinic', 'in the nurse-led clinic']),
         c.D(c.days(rng.choice([90, 120, 180, 365])), rng.choice(['my', None])), c.cns.n('fl') if rng.random() < 0.4 else c.derm.t('il'))
    n.ln('- Continue monthly self-examination; sun protection advice reinforced')
    if rng.random() < 0.4:
        n.ln('- Vitamin D: 25-OH D {} nmol/L - {}', str(rng.randrange(22, 95)), rng.choice(['supplement advised', 'no action']))
    if rng.random() < 0.35:
        n.ln('- {} is happy to take part in the {} study (consented today)', c.he.capitalize(),
             rng.choice(['MELFO-style follow-up', 'ctDNA surveillance', 'patient-led follow-up']))
    signature(n, c, rng.choice([c.derm, c.plast, c.onc]), lic=rng.random() < 0.5, contact=rng.random() < 0.25)
    cc_block(n, c, gp=False, patient=rng.random() < 0.7)
    return n
