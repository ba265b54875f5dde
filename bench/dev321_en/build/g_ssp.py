"""Genres: specialist screening practitioner assessment, bowel prep
instruction call log."""
from core import (newdoc, pick, chance, rint, wpick, add_days, workday, digits,
                  letters, frag, join, rtime, tadd, some, fd)
import world
import people
import clin
from blocks import (Ctx, letterhead, dear, ids_line, hp_frags, dob_frag,
                    sex_word, signoff, maybe_typo, addr_block, country_frag)
import pools

SSP_TITLE = {'UK': ['SPECIALIST SCREENING PRACTITIONER ASSESSMENT',
                    'SSP Pre-Colonoscopy Assessment', 'BCSP - SSP CLINIC ASSESSMENT'],
             'IE': ['BOWELSCREEN NURSE PRE-ASSESSMENT', 'Screening Colonoscopy Pre-assessment'],
             'AU': ['PRE-COLONOSCOPY NURSE ASSESSMENT', 'Bowel Screening Participant Assessment'],
             'NZ': ['BOWEL SCREENING NURSE ASSESSMENT', 'NBSP Pre-Colonoscopy Assessment'],
             'CA': ['NURSE NAVIGATOR ASSESSMENT - ABNORMAL FIT', 'Pre-Colonoscopy Navigation Note'],
             'US': ['GI NURSE NAVIGATOR PRE-PROCEDURE ASSESSMENT', 'Pre-Colonoscopy Phone Screen'],
             'SG': ['PRE-COLONOSCOPY ASSESSMENT'], 'ZA': ['PRE-COLONOSCOPY ASSESSMENT']}


def ssp_assessment(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref)
    hosp = people.hospital(c, p.addr.region)
    ssp = people.staff(c, 'ssp')
    endo = people.staff(c, 'endo')
    mode = pick(['Telephone', 'Face to face', 'Video call', 'Face to face'])
    hm = rtime(8, 16, 15)
    fit = clin.fit_value(True, clin.FIT_THRESH[c])
    kit_d = add_days(ref, -rint(10, 30))
    d.ln(pick(SSP_TITLE[c]))
    d.ln('{}%s' % pick([' - Endoscopy Unit', ' Screening Centre', '', ' - Bowel Screening']),
         hosp.n())
    d.ln()
    d.ln('Assessment type: %s        Date: {}   Time: %s' % (mode, ctx.t(hm)), ctx.S(ref))
    if mode == 'Face to face':
        d.ln('Venue: {}, clinic room {}', people.building(), ('LOCATION_OTHER', str(rint(1, 14))))
    d.ln()
    d.ln('PATIENT DETAILS')
    d.ln('Name: {}   Title: %s' % (p.title or ''), p.n(pick(['LF', 'full', 'LFU'])))
    d.ln('DOB: {}   Age: {}   Sex: %s' % sex_word(p), ctx.S(p.dob), p.age(ref))
    d.ln('{}', ids_line(p))
    if c == 'UK' and chance(0.6):
        d.ln('Episode no: {}   Screening round: %d' % rint(1, 5), ('ACCOUNT', digits(8)))
    elif p.hp and chance(0.6):
        if c in ('US', 'IE', 'AU', 'ZA', 'SG') and chance(0.6):
            d.ln('Insurer: {}   {}', people.insurer(c).n(), join(hp_frags(p), '   '))
        else:
            d.ln('{}', join(hp_frags(p), '   '))
    d.ln('Address: {}', p.addr.inline())
    d.ln('Tel: {} (home)  {} (mobile)', ('PHONE', p.home), ('PHONE', p.mobile))
    if chance(0.3):
        d.ln('Email: {}', ('EMAIL', p.email))
    d.ln('GP: {}, {}', p.gp.t(pick(['full', 'iL'])), p.practice.n())
    d.ln('ID confirmed: %s' % pick(['name, DOB and address', 'name, DOB, first line of address',
                                    'photo ID seen', 'name and DOB']))
    if mode == 'Telephone' and chance(0.5):
        d.ln('Called {} at %s; %s' % (ctx.t(hm), pick(['answered first attempt',
                                                        'second attempt, answered',
                                                        'pt called back after VM'])),
             ('PHONE', p.mobile))
    d.ln()
    d.ln('SCREENING HISTORY')
    d.ln('FIT result: %d %s (kit tested {}); threshold %d' % (fit, clin.FIT_UNIT[c], clin.FIT_THRESH[c]),
         ctx.S(kit_d))
    if chance(0.5):
        prev = add_days(ref, -rint(700, 2400))
        d.ln('Previous screening: %s {}' % pick(['normal FIT', 'colonoscopy - 1 adenoma',
                                                 'no previous participation', 'normal FIT x2, last']),
             ctx.YR(prev))
    else:
        d.ln('Previous screening: first participation')
    d.ln()
    d.ln('PRESENTING HISTORY')
    for s in some(clin.SYMPTOMS, rint(2, 4)):
        d.ln('- ' + s)
    fh = rint(0, 3)
    if fh == 0:
        d.ln('- Family history: nil of note')
    elif fh == 1:
        d.ln('- Family history: %s diagnosed with bowel cancer aged {}' % pick(
            ['father', 'mother', 'brother', 'sister']), ('AGE', str(rint(45, 84))))
    elif fh == 2:
        rel = people.Family(c, pick(['brother', 'sister']), p)
        d.ln('- Family history: %s {} had polyps removed at {}; no known cancer' % rel.relation,
             rel.n('G'), ('AGE', str(rint(48, 70))))
    else:
        d.ln('- Family history: Lynch syndrome in family (maternal aunt) - pt not tested')
    d.ln()
    d.ln('PAST MEDICAL HISTORY')
    for item in clin.pmh(ctx, rint(1, 4), p.sex):
        d.ln('- {}', item)
    d.ln()
    ms = clin.meds(rint(1, 7), p.sex)
    d.ln('MEDICATIONS')
    for m in ms:
        d.ln('- ' + m)
    if not ms:
        d.ln('- Nil regular')
    d.ln('Allergies: %s' % pick(clin.ALLERGIES))
    d.ln()
    ac = [m for m in ms if m.split()[0] in clin.ANTICOAG]
    d.ln('ANTICOAGULATION / ANTIPLATELET')
    if ac:
        drug = ac[0].split()[0]
        if drug == 'warfarin':
            d.ln('Warfarin for %s. INR check 7 days pre procedure; if polypectomy likely, '
                 'stop 5 days before - discussed with {} (anticoagulation clinic).' %
                 pick(['AF', 'previous DVT', 'mechanical AVR']),
                 people.staff(c, 'nurse').t('full'))
        elif drug in ('clopidogrel', 'ticagrelor', 'prasugrel'):
            d.ln('%s - stop 7 days before (stent > 12 months, cardiology agree). Continue aspirin.'
                 % drug.capitalize())
        else:
            d.ln('%s - omit for 48 hours before procedure (eGFR > 50). Restart as advised by '
                 'endoscopist.' % drug.capitalize())
    else:
        d.ln('Nil.')
    d.ln()
    d.ln('DIABETES: %s' % pick(['No', 'Type 2, tablet controlled - diabetic prep advice sheet given',
                               'Type 2 on insulin - reduce basal by 50% on prep day; CBG 4-hourly',
                               'Type 2 on SGLT2i - stop 3 days before (DKA risk)', 'No']))
    d.ln()
    d.ln('SOCIAL HISTORY')
    nok = p.nok
    home = pick(['Lives with %s {}.' % nok.relation, 'Lives alone; %s {} nearby.' % nok.relation])
    d.ln(home, nok.n(pick(['G', 'full'])))
    if p.retired:
        d.ln('Retired {}%s.' % pick(['', ' - retired %d years' % rint(1, 15)]), ('PROFESSION', p.prof))
    else:
        d.ln('Works as a {} %s {}.' % pick(['at', 'for']), ('PROFESSION', p.prof), p.employer.n())
    d.ln('Smoking: %s. Alcohol: %d units/week.' % (pick(['never', 'ex-smoker (quit 10 yrs)',
                                                         'current 10/day', 'never']), rint(0, 30)))
    if chance(0.3):
        d.ln('Born in {}; moved here in {}.', ('COUNTRY', pick(pools.FOREIGN_COUNTRIES)),
             ctx.YR(add_days(ref, -rint(3000, 18000))))
    d.ln('Mobility: %s. Stairs: %s. Toilet on ground floor: %s.' % (
        pick(['independent', 'walking stick', 'Zimmer frame', 'wheelchair user (transfers with 1)']),
        pick(['yes', 'no']), pick(['yes', 'no'])))
    if p.lang:
        d.ln('Communication: %s interpreter required for procedure%s.' % (
            p.lang, pick(['', ' - booked', '; family not to interpret'])))
    d.ln()
    d.ln('FITNESS')
    ht = rint(150, 192) / 100.0
    wt = rint(48, 130)
    d.ln('ASA %s   WHO PS %d   Ht %d cm   Wt %d kg   BMI %.1f' % (
        pick(['I', 'II', 'II', 'III']), rint(0, 2), round(ht * 100), wt, wt / (ht * ht)))
    d.ln('Bloods: %s; %s' % (clin.lab_value('eGFR'), clin.lab_value('Hb')))
    if chance(0.25):
        d.ln('Overseas healthcare in last 12 months: yes - {} (CPE swab on admission)',
             ('COUNTRY', pick(pools.FOREIGN_COUNTRIES)))
    if chance(0.3):
        d.ln('Pacemaker/ICD: %s' % pick(['No', 'Yes - dual chamber PPM, no action for '
                                         'cold snare; cardiac physiology informed',
                                         'ICD - deactivate for diathermy, EP team booked']))
    d.ln()
    d.ln('DISCUSSION')
    d.ln(maybe_typo(
        'Explained FIT result and purpose of colonoscopy. Discussed procedure, sedation options '
        '(%s), risks: bleeding 1 in 150 with polypectomy, perforation 1 in 1,700, missed lesion, '
        'reaction to sedation. Alternatives CT colonography discussed. Patient %s.' % (
            pick(['Entonox', 'IV sedation', 'Entonox or IV midazolam/fentanyl', 'no sedation']),
            pick(['happy to proceed', 'wishes to proceed', 'would like to think about it - '
                  'will call back', 'opts for CT colonography instead']))))
    prepn = clin.prep(c)
    d.ln('Bowel prep: %s, %s. Low residue diet 2 days before, clear fluids from %s the day before.'
         % (prepn, pick(['split dose', 'same-day regimen', 'evening-before regimen']),
            pick(['midday', '13:00', 'breakfast'])))
    d.ln()
    d.ln('OUTCOME')
    pd = workday(add_days(ref, rint(7, 21)))
    phm = rtime(8, 15, 15)
    if chance(0.4):
        d.ln('Colonoscopy booked: {} %s with {} at {}, Room {}.' % ctx.t(phm), ctx.W(pd),
             endo.t(pick(['iL', 'L', 'full'])), hosp.n(), ('LOCATION_OTHER', str(rint(1, 6))))
    else:
        d.ln('Colonoscopy booked: {} %s with {} at {}.' % ctx.t(phm), ctx.W(pd),
             endo.t(pick(['iL', 'L', 'full'])), hosp.n())
    esc = pick(['Escort: {} ({}), tel {}', 'Collected by {} ({}) {}'])
    d.ln(esc, nok.n(pick(['full', 'G'])), nok.relation, ('PHONE', nok.phone))
    if chance(0.3):
        d.ln('Transport: %s' % pick(['own car - driver is %s' % nok.relation,
                                     'hospital transport requested', 'taxi arranged by patient']))
    if chance(0.4):
        d.ln('Prep information pack %s to {}.' % pick(['emailed', 'sent']),
             ('EMAIL', p.email) if chance(0.6) else p.addr.inline(short=True))
    d.ln('Consent form %s.' % pick(['signed (Form 1)', 'to be signed on the day',
                                    'signed electronically', 'given to read']))
    d.ln()
    d.ln('Assessed by: {}, {}', ssp.n(pick(['full', 'fmi'])), ssp.job)
    if ssp.lic and chance(0.7):
        d.ln('%s: {}' % ssp.lic[0], ('LICENSE', ssp.lic[1]))
    if chance(0.5):
        d.ln('Direct line: {}', ('PHONE', world.phone(c, 'land', hosp.addr.region) + world.ext()))
    return d


# ------------------------------------------------------------------ call log
CALL_TOPICS = [
    'Explained low residue diet from 2 days before - white bread, pasta, chicken, fish, eggs; '
    'no fruit, veg, seeds, nuts, wholemeal.',
    'Advised to stop iron tablets 7 days before and loperamide/codeine 3 days before.',
    'Clear fluids only from 1pm the day before - water, black tea/coffee, clear soup, squash '
    '(not red or purple).',
    'Reminded not to drink the prep in one go - 250 mL every 15 minutes.',
    'Pt asked if usual morning tablets can be taken - yes, at least 1 hour before prep or 1 hour '
    'after.',
    'Advised barrier cream and wipes; stay near a toilet.',
    'Pt concerned about taste - advised to chill prep, use a straw, suck a boiled sweet.',
    'Explained split dosing: first dose at 6pm evening before, second dose 5 hours before '
    'appointment; nil by mouth 2 hours before.',
    'Pt asked about alcohol - none for 24 hours after sedation.',
    'Pt has a stoma? No. Has had previous colonoscopy in 2nd round - tolerated prep poorly, '
    'advised extended low residue diet 3 days.',
    'Checked pt has received prep in post - yes, 2 sachets A and 2 sachets B.',
    'Discussed Entonox vs IV sedation; pt prefers Entonox so can drive home.',
    'Advised to bring list of medications and dressing gown/slippers.',
    'SGLT2 inhibitor - advised to stop 3 days before to reduce ketoacidosis risk.',
    'GLP-1 weekly injection - omit the dose in the week before (delayed gastric emptying).',
    'Told to call the unit if no bowel movement 3 hours after first dose.',
    'Insulin - basal dose reduced by 20% the night before; check CBG 4 times on prep day; '
    'hypo box advice given.',
]


def call_log(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref)
    hosp = people.hospital(c, p.addr.region)
    staffs = [people.staff(c, pick(['nurse', 'nurse', 'clerk', 'ssp'])) for _ in range(3)]
    proc_day = workday(add_days(ref, rint(5, 12)))
    phm = rtime(8, 15, 15)
    prep = clin.prep(c)
    d.ln(pick(['TELEPHONE CONTACT LOG', 'Bowel Prep Call Log', 'PRE-PROCEDURE TELEPHONE RECORD',
               'Endoscopy Booking - Contact Record']))
    d.ln('{} - %s' % pick(['Endoscopy Unit', 'Endoscopy Booking Office', 'GI Lab',
                           'Day Procedures Unit']), hosp.n())
    d.ln('-' * 48)
    d.ln('Patient: {}   DOB: {}   {}', p.n(pick(['LF', 'LFU', 'full'])), ctx.S(p.dob),
         ids_line(p, sep='  '))
    d.ln('Procedure: %s on {} at %s' % (pick(['Colonoscopy', 'Colonoscopy +/- polypectomy',
                                              'Flexible sigmoidoscopy', 'OGD + colonoscopy']),
                                        ctx.t(phm)), ctx.W(proc_day))
    d.ln('Prep: %s   Contact: {} / {}' % prep, ('PHONE', p.mobile), ('PHONE', p.home))
    if chance(0.3):
        d.ln('Episode ID: {}   Booked by: {}', ('ACCOUNT', world.account(c)),
             ('USERNAME', staffs[0].user))
    d.ln('-' * 48)
    day = add_days(ref, -rint(0, 3))
    n = rint(3, 7)
    topics = some(CALL_TOPICS, 12)
    ti = 0
    used = set()
    hm = rtime(8, 11, 1)
    for k in range(n):
        st = pick(staffs)
        nd = add_days(day, rint(0, 2))
        if nd >= proc_day:
            nd = add_days(proc_day, -1)
        if nd != day:
            hm = rtime(8, 11, 1)
        else:
            hm = tadd(hm, rint(20, 150))
            if hm[0] >= 19 or hm < (8, 0):
                nd = add_days(nd, 1) if add_days(nd, 1) < proc_day else nd
                hm = rtime(8, 11, 1)
        day = nd
        head = [ctx.S(day), ' ' + ctx.t24(hm) + ' ']
        kind = wpick([('out_na', 2), ('out', 4), ('in', 3), ('family', 2), ('text', 1),
                      ('park', 2), ('email', 1), ('resched', 1), ('interp', 1), ('travel', 1),
                      ('work', 1)])
        if k == 0:
            kind = pick(['out', 'out_na', 'in'])
        while kind in used:
            kind = pick(['out', 'in', 'out_na'])
        if kind not in ('out', 'in', 'out_na'):
            used.add(kind)
        sign = pick([frag(' - {}', st.n(pick(['ini', 'iL', 'full']))),
                     frag(' ({})', ('USERNAME', st.user)),
                     frag(' /{}', st.n('ini'))])
        if kind == 'out_na':
            body = frag('Outgoing call to {}. No answer. %s' % pick(
                ['Voicemail left asking pt to call back.', 'VM full.', 'Rang out.',
                 'Left message with %s.' % pick(['partner', 'family member'])]),
                ('PHONE', pick([p.mobile, p.home])))
        elif kind == 'out' or kind == 'in':
            lead = 'Outgoing call to pt on {}.' if kind == 'out' else 'Pt rang in from {}.'
            txt = ' '.join(topics[ti:ti + 2]) if ti < len(topics) else pick(CALL_TOPICS)
            ti += 2
            body = frag(lead + ' ID confirmed (name/DOB). ' + maybe_typo(txt) +
                        pick([' Pt verbalised understanding.', ' Questions answered.', '',
                              ' Pt happy with plan.']),
                        ('PHONE', pick([p.mobile, p.home])))
        elif kind == 'family':
            f = p.nok
            body = frag('%s {} called on {} re prep. Pt gave verbal consent to discuss (on '
                        'speaker). %s' % (f.relation.capitalize(), pick(
                            ['Asked whether they can stay during the procedure - explained '
                             'escort waits in reception.', 'Queried timing of second dose for '
                             'afternoon list.', 'Asked how long pt will be in the unit - approx '
                             '3-4 hours.', 'Will collect pt - mobile number added as escort.'])),
                        f.n(pick(['full', 'G'])), ('PHONE', f.phone))
        elif kind == 'text':
            body = frag('SMS reminder sent to {} (appointment {} %s). Delivered.' % ctx.t(phm),
                        ('PHONE', p.mobile), ctx.DM(proc_day))
        elif kind == 'park':
            body = frag('Pt asked about parking - has blue badge. Vehicle reg {} added to '
                        'endoscopy permit list for {}. Advised %s must not drive home if sedated.' %
                        ('he' if p.sex == 'M' else 'she'),
                        ('VEHICLE', world.plate(c)), ctx.DM(proc_day))
        elif kind == 'email':
            body = frag('Prep instructions and diabetic advice sheet emailed to {} at pt request.',
                        ('EMAIL', p.email))
        elif kind == 'resched':
            nd = workday(add_days(proc_day, rint(7, 21)))
            body = frag('Pt requests new date - %s. Rebooked for {}; prep timings re-explained.'
                        % pick(['going to a wedding that week', 'carer unavailable',
                                'has covid symptoms', 'away on holiday',
                                'cannot get time off work']), ctx.S(nd))
        elif kind == 'travel':
            body = frag('Pt rang - flying to {} on {} for %d weeks; wants procedure before then. '
                        'Confirmed current date is fine. Advised no flying for 24 h after '
                        'polypectomy.' % rint(2, 8), ('COUNTRY', pick(pools.FOREIGN_COUNTRIES)),
                        ctx.DM(add_days(proc_day, rint(3, 20))))
        elif kind == 'work':
            note_word = 'a work excuse letter' if c in ('US', 'CA') else 'a fit note'
            body = frag('Pt asked for a sick note - works as a {} (%s). Advised unit can provide '
                        '%s for the day of procedure only.' % (
                            pick(['shift work', 'nights', 'self-employed', 'safety-critical role']),
                            note_word), ('PROFESSION', p.prof))
        else:
            body = frag('%s interpreter booked via language line for procedure day; call today '
                        'via 3-way with interpreter ID {}.' % (p.lang or 'Polish'),
                        ('IDNUM', digits(6)))
        d.ln('{}', head + body + sign)
        if chance(0.15):
            d.ln('    Entry amended by {} on {} (typo).', ('USERNAME', pick(staffs).user),
                 ctx.S(day))
    d.ln('-' * 48)
    if chance(0.5):
        d.ln('Outcome: %s' % pick(['prep instructions understood, procedure to go ahead',
                                   'rebooked as above', 'pt to ring back if problems',
                                   'referred to SSP re anticoagulation']))
    if chance(0.4):
        d.ln('Record printed by {} from workstation {}', ('USERNAME', pick(staffs).user),
             ('IPADDR', world.private_ip()))
    return d
