"""Genres: screening invitation letter, FIT result letter, urgent suspected
cancer referral (own addition)."""
from core import (newdoc, pick, chance, rint, wpick, add_days, workday, digits,
                  letters, frag, join, rtime, some)
import world
import people
import clin
from blocks import (Ctx, letterhead, pt_letter_address, dear, ids_line,
                    hp_frags, dob_frag, sex_word, signoff, cc_gp, maybe_typo,
                    addr_block, country_frag)

PROG = {'UK': 'NHS Bowel Cancer Screening Programme',
        'IE': 'BowelScreen - the National Bowel Screening Programme',
        'AU': 'National Bowel Cancer Screening Program',
        'NZ': 'National Bowel Screening Programme',
        'CA': 'ColonCancerCheck', 'US': 'Colorectal Cancer Screening Outreach',
        'SG': 'Screen for Life', 'ZA': 'Wellness Screening Programme'}
PROG_SHORT = {'UK': 'The NHS Bowel Cancer Screening Programme', 'IE': 'BowelScreen',
              'AU': 'The National Bowel Cancer Screening Program',
              'NZ': 'The National Bowel Screening Programme', 'CA': 'ColonCancerCheck',
              'US': 'Our outreach program', 'SG': 'Screen for Life', 'ZA': 'Our programme'}
ELIG = {'UK': 'aged 50 to 74', 'IE': 'aged 59 to 70', 'AU': 'aged 45 to 74',
        'NZ': 'aged 60 to 74', 'CA': 'aged 50 to 74', 'US': 'aged 45 to 75',
        'SG': 'aged 50 and above', 'ZA': 'aged 50 to 75'}
KITWORD = {'UK': 'home test kit', 'IE': 'home test kit', 'AU': 'bowel screening test kit',
           'NZ': 'bowel screening test kit', 'CA': 'FIT kit', 'US': 'FIT kit',
           'SG': 'FIT kit', 'ZA': 'FIT kit'}


def kit_id(c):
    return pick([letters(2) + digits(8), digits(10), 'K' + digits(9),
                 digits(4) + '-' + digits(6)])


def sender(c):
    """The sending site and the person who signs."""
    if c in ('AU',):
        return None, people.staff(c, 'director')
    return people.hub(c), people.staff(c, 'director')


# ------------------------------------------------------------------ invitation
def invitation(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref)
    site, boss = sender(c)
    helpline = world.phone(c, 'free')
    web = world.url(pick(['bowelscreening', 'screening/bowel', 'bowel-screening/kit',
                          'fit-instructions', 'screening']))
    kind = wpick([('first', 5), ('reminder', 3), ('retest', 2), ('selfref', 1)])
    if c in ('US', 'SG', 'ZA') and kind == 'selfref':
        kind = 'first'
    kid = kit_id(c)
    d.ln(PROG[c])
    if site:
        letterhead(d, ctx, site, fax=chance(0.3), web=web if chance(0.5) else None)
    else:
        d.ln('National Cancer Screening Register (Australian Government)')
    if chance(0.7):
        d.ln(pick(['Toll-free: {}', 'Helpline {}'] if c in ('US', 'CA') else
                  ['Freephone helpline: {}', 'Helpline {}', 'Information line: {}']),
             ('PHONE', helpline))
    d.ln()
    top_date = chance(0.5)
    if top_date:
        d.ln('{}', ctx.L(ref))
        d.ln()
    d.ln(pick(['PRIVATE AND CONFIDENTIAL', 'Private & Confidential', 'To the addressee only', '']))
    pt_letter_address(d, ctx, p)
    d.ln()
    if c == 'UK':
        d.ln('NHS Number: {}', ('MRN', p.nat[1]))
    elif c == 'NZ':
        d.ln('NHI: {}', ('MRN', p.nat[1]))
    elif c == 'AU':
        d.ln('Participant ID: {}', ('IDNUM', digits(10)))
        if chance(0.4):
            d.ln('Medicare No: {}', ('HEALTHPLAN', p.hp[0][1]))
    elif c == 'IE':
        d.ln('BowelScreen ID: {}', ('IDNUM', 'BS' + digits(8)))
    elif c == 'CA':
        d.ln('{}', join(hp_frags(p)))
    else:
        d.ln('{}', ids_line(p))
        d.ln('Date of birth: {}', ctx.S(p.dob))
    if chance(0.6):
        d.ln(pick(['Kit serial no: {}', 'Kit number: {}', 'Test kit barcode: {}']),
             ('IDNUM', kid))
    if not top_date:
        d.ln('Date: {}', ctx.L(ref))
    d.ln()
    d.ln('{}', dear(p, ctx))
    d.ln()
    if kind == 'first':
        d.ln(pick(['Bowel cancer screening - your {}', 'Your invitation to bowel screening',
                   'Re: Your free {}']).replace('{}', KITWORD[c]))
        d.ln()
        if c == 'US':
            d.ln('Our records show that you are due for colorectal cancer screening. National '
                 'guidelines recommend screening for adults %s, and a FIT done once a year is '
                 'one of the recommended options, so we have mailed you a free kit. ' % ELIG[c] +
                 'Screening can find cancer early, when treatment works best.')
        else:
            d.ln('We are writing to invite you to take part in bowel cancer screening. '
             '%s offers screening every 2 years to people %s. ' % (PROG_SHORT[c], ELIG[c]) +
             maybe_typo('Screening can find bowel cancer at an early stage, when treatment is '
                        'more likely to work, and can find polyps that may turn into cancer.'))
        d.ln()
        if chance(0.6):
            d.ln('Our records show that you are registered with {} ({}). We will let your '
                 'GP know your result.' if c not in ('US', 'CA') else
                 'Your primary care provider at {} ({}) will receive a copy of your result.',
                 p.practice.n(), p.gp.t(pick(['iL', 'L', 'full'])))
            d.ln()
    elif kind == 'reminder':
        sent = add_days(ref, -rint(28, 120))
        d.ln('Reminder: your bowel screening kit')
        d.ln()
        d.ln('We sent you a %s on {}. We have not yet received it back. ' % KITWORD[c] +
             'It is your choice whether to take part, but we would encourage you to do the '
             'test. If you have lost the kit, call us and we will send another.', ctx.L(sent))
        d.ln()
    elif kind == 'retest':
        got = add_days(ref, -rint(5, 20))
        reason = pick(['the date you took the sample was not written on the tube',
                       'the sample tube was damaged in the post',
                       'the kit arrived more than 14 days after the sample was taken',
                       'there was not enough sample in the tube',
                       'the tube had been over-filled'])
        d.ln('Your test kit could not be tested')
        d.ln()
        d.ln('Thank you for returning your kit, which we received on {}. Unfortunately we '
             'could not test it because %s. This does not mean there is anything wrong. '
             'We have enclosed a new kit.' % reason, ctx.L(got))
        d.ln()
    else:
        d.ln('Your requested bowel screening kit')
        d.ln()
        d.ln('Thank you for calling our helpline on {}. As you are now {} you are no longer '
             'sent a kit automatically, but you can ask for one every 2 years. Your kit is '
             'enclosed.', ctx.L(add_days(ref, -rint(3, 14))), p.age(ref))
        d.ln()
    d.ln('How to do the test')
    steps = ['Write your name and the date on the sample tube label.',
             'Collect a small sample of poo using the stick - only the grooved tip needs to be covered.',
             'Put the stick back in the tube and click the lid shut. Do not open it again.',
             'Post the kit in the freepost envelope within 3 days; no stamp is needed.',
             'You do not need to change your diet or stop any medicines before the test.',
             'Do not do the test while you have your period or are bleeding from piles.']
    keep = sorted(some(range(len(steps)), rint(4, 6)))
    bullet = pick(['-', '*', '#', '•'])
    for i, s in enumerate([steps[j] for j in keep]):
        d.ln('%s %s' % ('%d.' % (i + 1) if bullet == '#' else bullet, s))
    d.ln()
    d.ln('The kit is a FIT (faecal immunochemical test). It looks for tiny amounts of blood '
         'that you cannot see. Your result letter should arrive within 2 weeks of us '
         'receiving your sample.')
    d.ln()
    d.ln('If you have symptoms such as blood in your poo, a change in bowel habit that lasts '
         '3 weeks or more, unexplained weight loss or a lump in your tummy, please %s now - '
         'do not wait for a screening test.' % ('see your GP' if c != 'US' else 'call your doctor'))
    d.ln()
    if chance(0.7):
        d.ln('For more information visit {} or call {} (Monday to Friday, 8.30am to 5.30pm).'
             if c != 'US' else 'Questions? Visit {} or call {}, Monday-Friday 8 AM-5 PM.',
             ('URL', web), ('PHONE', helpline))
    else:
        d.ln('If you have questions, please call our helpline on {}.', ('PHONE', helpline))
    if chance(0.5):
        d.ln('This letter is available in large print, easy read, Braille and other languages '
             'including %s.' % ', '.join(some(['Polish', 'Urdu', 'Punjabi', 'Arabic',
                                               'Romanian', 'Chinese', 'Somali', 'Spanish',
                                               'Vietnamese', 'Samoan', 'Tongan'], 3)))
    if p.lang and chance(0.6):
        d.ln('Our records show you may need an interpreter (%s). Please tell us if you '
             'would like help to complete the test.' % p.lang)
    signoff(d, ctx, boss)
    if site is None:
        d.ln('National Bowel Cancer Screening Program')
    else:
        d.ln('{}', site.n())
    if c == 'US' and chance(0.6):
        d.ln()
        d.ln('Order #: {}   Outreach batch: {}', ('IDNUM', digits(9)), 'FIT-OUT-%02d' % rint(1, 40))
    if chance(0.25):
        d.ln()
        d.ln('Letter ref: {}', ('IDNUM', letters(3) + '/' + digits(6)))
    return d


# ------------------------------------------------------------------ FIT result
def fit_result(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref)
    site, boss = sender(c)
    if site is None:
        site = people.hub(c)
    ssp = people.staff(c, 'ssp')
    thr = clin.FIT_THRESH[c]
    unit = clin.FIT_UNIT[c]
    outcome = wpick([('pos', 5), ('neg', 3), ('spoilt', 1)])
    val = clin.fit_value(outcome == 'pos', thr)
    taken = add_days(ref, -rint(6, 20))
    recd = add_days(taken, rint(2, 6))
    tested = add_days(recd, rint(0, 2))
    to_gp = chance(0.35)
    letterhead(d, ctx, site, dept=pick([None, 'Bowel Screening Laboratory', 'Screening Office',
                                        'Bowel Cancer Screening Programme']),
               fax=chance(0.5), mail=world.email(pick(['bowel.screening', 'bcsp.hub',
                                                       'screening.office', 'fit.results']))
               if chance(0.4) else None)
    d.ln()
    d.ln('Date: {}' if chance(0.5) else '{}', ctx.L(ref))
    d.ln()
    if to_gp:
        gp = p.gp
        d.ln('{}', gp.t(pick(['full', 'iL'])))
        d.ln('{}', p.practice.n())
        addr_block(d, p.practice.addr)
        d.ln()
        d.ln('Dear {},', gp.t('L'))
        d.ln()
        d.ln('Re: {}   DOB: {}', p.n(pick(['full', 'LF', 'fmi'])), ctx.S(p.dob))
        d.ln('{}', p.addr.inline())
        d.ln('{}', ids_line(p))
        d.ln()
        d.ln(pick(['FIT screening result', 'Bowel screening result notification',
                   'Result of faecal immunochemical test']))
        d.ln('  Kit ID:          {}', ('IDNUM', kit_id(c)))
        d.ln('  Sample date:     {}', ctx.S(taken))
        d.ln('  Date received:   {}', ctx.S(recd))
        d.ln('  Date analysed:   {}', ctx.S(tested))
        d.ln('  Analyser:        %s' % pick(clin.FIT_ANALYSERS))
        if outcome == 'spoilt':
            d.ln('  Result:          UNABLE TO TEST (sample unsatisfactory)')
        else:
            d.ln('  Result:          %d %s (threshold %d %s) - %s' % (
                val, unit, thr, unit, 'ABNORMAL' if outcome == 'pos' else 'normal'))
        d.ln()
        if outcome == 'pos':
            when = workday(add_days(ref, rint(5, 14)))
            d.ln('Your patient has been offered an appointment with a %s on {} at %s (%s). '
                 'No action is needed from you at this stage, but please let us know of any '
                 'reason the patient may not be fit for colonoscopy.' % (
                     ssp.job.lower() if c != 'UK' else 'specialist screening practitioner',
                     ctx.t(rtime(9, 16, 15)), pick(['telephone assessment', 'clinic', 'face to face'])),
                 ctx.S(when))
        elif outcome == 'neg':
            d.ln('No further action is needed. The patient will be invited again in 2 years '
                 'if still eligible.')
        else:
            d.ln('A replacement kit was sent to the patient on {}.', ctx.S(add_days(ref, 1)))
        signoff(d, ctx, boss)
        return d
    pt_letter_address(d, ctx, p)
    d.ln()
    d.ln('{}', ids_line(p))
    d.ln()
    d.ln('{}', dear(p, ctx))
    d.ln()
    if outcome == 'pos':
        d.ln(pick(['Your bowel screening result', 'Your FIT result: further tests needed',
                   'Re: Your recent bowel screening test - result']))
        d.ln()
        d.ln(maybe_typo('Thank you for doing your bowel screening test, which we received on {}. '
                        'Your result shows that a small amount of blood was found in your sample. '
                        'This is not a diagnosis of cancer. Most people with this result do not have '
                        'cancer, but you should have further tests to find the cause.'), ctx.L(recd))
        d.ln()
        if c in ('UK', 'NZ', 'IE'):
            when = workday(add_days(ref, rint(5, 14)))
            hm = rtime(9, 16, 15)
            d.ln('We have booked an appointment for you to talk with %s, %s, on:' % (
                '{}', ssp.job.lower()), ssp.n(pick(['full', 'fmi'])))
            d.ln()
            d.ln('    {} at %s' % ctx.t(hm), ctx.W(when))
            if chance(0.5):
                d.ln('    This will be a telephone appointment. We will call you on {}.',
                     ('PHONE', pick([p.mobile, p.home])))
            else:
                d.ln('    Venue: Endoscopy Unit, {}, {}', site.n(), site.addr.inline(short=True))
                if chance(0.5):
                    d.ln('    Please report to the {}, main entrance.', people.building())
            d.ln()
            d.ln('If you cannot attend, please call {} as soon as possible.', ('PHONE', site.phone))
            d.ln()
            d.ln('At this appointment the practitioner will explain your result, ask about your '
                 'general health and any medicines you take, and talk to you about having a '
                 'colonoscopy. The appointment takes about 45 minutes. Please have a list of your '
                 'medicines with you. You are welcome to have a relative or friend with you.')
        elif c == 'AU':
            d.ln('It is important that you see your GP, {} at {}, to discuss this result. '
                 'We have sent them a copy. Your doctor is likely to refer you for a '
                 'colonoscopy, ideally within 30 days.', p.gp.t('iL'), p.practice.n())
        else:
            d.ln('The next step is a colonoscopy. Please call our scheduling team at {} to '
                 'book, or your navigator, {}, will call you within 5 business days.',
                 ('PHONE', site.phone), ssp.n('full'))
        d.ln()
        d.ln('Result: %d %s (positive at %d or above).' % (val, unit, thr) if chance(0.5) else
             'Your result: POSITIVE (abnormal).')
    elif outcome == 'neg':
        d.ln(pick(['Your bowel screening result: normal', 'Your FIT result',
                   'Bowel screening - normal result']))
        d.ln()
        d.ln('Thank you for doing your screening test, which we received on {}. We are pleased '
             'to tell you that no blood was found in your sample (a normal result). You do not '
             'need any further tests at this time.', ctx.L(recd))
        d.ln()
        nxt = add_days(ref, rint(700, 740))
        d.ln('We will send you another kit in 2 years, around {}, if you are still in the '
             'eligible age range.', ctx.MY(nxt))
        d.ln()
        d.ln('A normal result does not guarantee that you do not have, or will not develop, '
             'bowel cancer. Please contact your doctor if you notice blood in your poo, a '
             'change in bowel habit or weight loss.')
        d.ln()
        d.ln('If you move house, please let us know on {} so that your next kit reaches you.',
             ('PHONE', world.phone(c, 'free')))
    else:
        d.ln('We could not test your kit')
        d.ln()
        d.ln('We received your kit on {} but the sample could not be tested because it was '
             'more than 14 days old by the time it reached us. We have sent you a new kit. '
             'Please post it back on the same day you take the sample.', ctx.L(recd))
    d.ln()
    if chance(0.6):
        d.ln('Laboratory reference: {}   Date analysed: {}', ('IDNUM', 'F' + digits(9)),
             ctx.S(tested))
    if chance(0.5):
        d.ln('We have sent a copy of this letter to your GP, {}.' if c != 'US' else
             'A copy has been sent to your primary care provider, {}.', p.gp.t('L'))
    signoff(d, ctx, boss if chance(0.6) else ssp)
    d.ln('{}', site.n())
    return d


# ------------------------------------------------------------------ USC referral
def usc_referral(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref, ages=(38, 91))
    hosp = people.hospital(c)
    gp = p.gp
    prac = p.practice
    title = {'UK': 'URGENT SUSPECTED CANCER REFERRAL - LOWER GI (NG12)',
             'IE': 'RAPID ACCESS COLORECTAL CLINIC REFERRAL',
             'AU': 'URGENT COLONOSCOPY REFERRAL - CATEGORY 1',
             'NZ': 'HIGH SUSPICION OF CANCER REFERRAL - LOWER GI (FCT)',
             'CA': 'URGENT REFERRAL - SUSPECTED COLORECTAL CANCER',
             'US': 'URGENT GI CONSULT REQUEST - SUSPECTED COLORECTAL MALIGNANCY',
             'SG': 'URGENT SPECIALIST REFERRAL - COLORECTAL',
             'ZA': 'URGENT REFERRAL - GASTROENTEROLOGY'}[c]
    d.ln(title)
    d.ln('=' * min(len(title), 60))
    d.ln('To: Colorectal %s, {}' % pick(['Rapid Access Service', 'Triage Team',
                                         'Booking Office', 'Surgical Outpatients']), hosp.n())
    d.ln('Fax: {}   Email: {}', ('FAX', hosp.fax),
         ('EMAIL', world.email(pick(['colorectal.referrals', 'lowergi.2ww', 'gi.triage',
                                     'rapid.access']))))
    d.ln('Date of referral: {}', ctx.S(ref))
    d.ln()
    d.ln('REFERRER')
    d.ln('  {}  ({})', gp.sig('full'), gp.job)
    d.ln('  {}, {}', prac.n(), prac.addr.inline())
    d.ln('  Tel: {}   Fax: {}', ('PHONE', prac.phone), ('FAX', prac.fax))
    if chance(0.5) and gp.lic:
        d.ln('  %s: {}' % gp.lic[0], ('LICENSE', gp.lic[1]))
    d.ln()
    d.ln('PATIENT')
    d.ln('  Name: {}   Preferred name: {}', p.n(pick(['LF', 'Lf', 'full'])),
         p.n('nick') if chance(0.5) else p.n('G'))
    d.ln('  DOB: {}   Age: {}   Sex: %s' % sex_word(p), ctx.S(p.dob), p.age(ref))
    d.ln('  {}', ids_line(p))
    if p.hp and chance(0.7):
        d.ln('  {}', join(hp_frags(p), '   '))
    d.ln('  Address: {}', p.addr.inline())
    d.ln('  Home: {}   Mobile: {}', ('PHONE', p.home), ('PHONE', p.mobile))
    if chance(0.4):
        d.ln('  Email: {} (consents to email contact)', ('EMAIL', p.email))
    nok = p.nok
    d.ln('  NOK: {} (%s) {}' % nok.relation, nok.n(pick(['full', 'G'])), ('PHONE', nok.phone))
    if p.lang:
        d.ln('  Interpreter required: Yes - %s' % p.lang)
    else:
        d.ln('  Interpreter required: No')
    d.ln('  Patient aware of urgent referral for suspected cancer: Yes')
    if chance(0.25):
        d.ln('  Available within next 14 days: No - away until {}',
             ctx.S(add_days(ref, rint(8, 20))))
    else:
        d.ln('  Available within next 14 days: Yes')
    d.ln()
    d.ln('REFERRAL CRITERIA')
    fit = rint(10, 900)
    crit = [('FIT %d ug Hb/g faeces on {}' % fit, ctx.S(add_days(ref, -rint(3, 20)))),
            ('Iron deficiency anaemia (Hb %d g/L, ferritin %d ug/L)' % (rint(78, 118), rint(3, 14)), None),
            ('Change in bowel habit to looser stools for %d weeks' % rint(4, 16), None),
            ('Rectal bleeding with change in bowel habit', None),
            ('Abdominal mass (right iliac fossa)', None),
            ('Unexplained weight loss (%d kg)' % rint(3, 12), None),
            ('Rectal mass on PR examination', None)]
    for text_, dd in [crit[0]] + some(crit[1:], rint(1, 3)):
        if dd:
            d.ln('  [x] ' + text_, dd)
        else:
            d.ln('  [x] ' + text_)
    d.ln()
    d.ln('HISTORY')
    who = 'He' if p.sex == 'M' else 'She'
    d.ln(maybe_typo('%s reports %s and %s. ' % (who, pick(clin.SYMPTOMS), pick(clin.SYMPTOMS))))
    fh = rint(0, 3)
    if fh == 0:
        d.ln('No family history of bowel cancer.')
    elif fh == 1:
        d.ln('%s had bowel cancer aged {}.' % pick(['Mother', 'Father', 'Brother', 'Sister']),
             ('AGE', str(rint(44, 85))))
    elif fh == 2:
        d.ln('Brother had polyps removed.')
    else:
        d.ln('Family history unknown (adopted).')
    if chance(0.5):
        if p.retired:
            d.ln('Retired {}.', ('PROFESSION', p.prof))
        elif chance(0.5):
            d.ln('Works as a {} at {}.', ('PROFESSION', p.prof), p.employer.n())
        else:
            d.ln('Works as a {}.', ('PROFESSION', p.prof))
    d.ln('Examination: %s' % pick(['abdomen soft, non-tender, no masses; PR - no palpable mass, '
                                   'brown stool on glove.', 'mass palpable RIF, PR normal.',
                                   'pale, abdomen soft, PR declined by patient.',
                                   'firm irregular mass at 6 cm on PR.']))
    d.ln('WHO performance status: %d' % rint(0, 3))
    d.ln()
    d.ln('BLOODS ({})', ctx.S(add_days(ref, -rint(2, 30))))
    for t in some(['Hb', 'MCV', 'Ferritin', 'Platelets', 'eGFR', 'Creatinine', 'CRP'], rint(3, 6)):
        d.ln('  ' + clin.lab_value(t))
    d.ln()
    d.ln('PMH: {}', join(clin.pmh(ctx, sex=p.sex), '; '))
    d.ln('Medications: %s' % ('; '.join(clin.meds(sex=p.sex)) or 'nil regular'))
    d.ln('Allergies: %s' % pick(clin.ALLERGIES))
    if chance(0.3):
        d.ln('Social: lives with %s {}; %s.' % (nok.relation, pick(['independent', 'uses a stick',
                                                                  'housebound', 'drives'])),
             nok.n('G'))
    d.ln()
    if c == 'UK' and chance(0.7):
        d.ln('Sent via e-Referral Service. UBRN: {}', ('IDNUM', '%s %s %s' % (digits(4), digits(4), digits(4))))
    elif c == 'NZ' and chance(0.6):
        d.ln('Sent via e-referral (HealthLink). Ref: {}', ('IDNUM', 'HL' + digits(8)))
    else:
        d.ln('Referral ID: {}', ('IDNUM', digits(8)))
    clerk = people.staff(c, 'clerk')
    d.ln('Typed by {} ({}) on {}', clerk.n(pick(['full', 'ini', 'iL'])), ('USERNAME', clerk.user),
         ctx.S(ref))
    d.ln('Signed: {}', gp.sig(pick(['full', 'fmi'])))
    return d
