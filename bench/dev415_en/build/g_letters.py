"""Genres: FIT result letter, GP outcome notification (own genre), did-not-attend follow-up."""
import gutil as U


def _letterhead(n, c, who='hub'):
    rng = n.rng
    if who == 'hub':
        n.f('{hub}\n')
        if rng.random() < 0.5:
            n.f('{prog}\n')
        n.f('{hub_addr:block}\n')
        if c['cc'] in ('USA', 'CAN'):
            n.f(rng.choice(['Toll-free {hub_free}', 'Phone: {hub_free}']))
        else:
            n.f(rng.choice(['Freephone {hub_free}', 'Helpline: {hub_free}', 'Tel {hub_free} (free from landlines and mobiles)']))
        if rng.random() < 0.45:
            n.f('   Fax: {hub_fax}')
        n.t('\n')
        if rng.random() < 0.7:
            n.f('Email: {hub_email}')
            n.f(rng.choice(['   Web: {hub_url}\n', '\n']))
    else:
        n.f('{centre}\n{hosp}\n{hosp_addr:block}\nTel: {unit_phone}')
        n.f(rng.choice(['   Fax: {hosp_fax}\n', '\n', '   Email: {centre_email}\n']))


def _recipient(n, c):
    n.f('\n{pt_title} {pt:mid}\n{addr:block}\n\n')


def fit_letter(n, c):
    rng = n.rng
    kind = rng.choice(['abnormal'] * 6 + ['normal'] * 3 + ['spoilt'] * 2)
    cc = c['cc']
    _letterhead(n, c)
    if rng.random() < 0.5:
        n.t('\nPRIVATE AND CONFIDENTIAL\n')
    _recipient(n, c)
    n.f('Date: {d_letter}\n')
    n.f('{l}: {v}\n', l=c['nid_label'], v=c['nid'])
    if rng.random() < 0.6:
        n.f('Date of birth: {dob}\n')
    if rng.random() < 0.5:
        n.f(rng.choice(['Kit serial: {kit}\n', 'Test kit no. {kit}\n', 'Kit ID {kit}\n']))
    if rng.random() < 0.3:
        n.f('Our ref: {sample}\n')
    if cc == 'USA':
        n.f('\nDear {pt:full},\n\n')
    else:
        n.f('\nDear {pt_title} {pt:last},\n\n')
    if kind == 'abnormal':
        n.t(rng.choice(['Your bowel screening test result\n\n', 'RESULT: FURTHER INVESTIGATION NEEDED\n\n',
                        'Your home test kit result - abnormal\n\n']))
        n.f('Thank you for completing your {test} kit. We received your sample on {d_recv:l} and it was tested on '
            'an ' + rng.choice(['OC-Sensor io', 'HM-JACKarc', 'OC-Sensor PLEDIA']) + ' analyser.\n\n')
        n.f('Your result showed a level of blood ({hbw}) in your sample at or above the level used by the {prog} '
            '({thr} {fit_unit}). This is called an abnormal result. It does not mean that you have cancer, but you '
            'need further tests to find the cause.\n\n', hbw='hemoglobin' if cc in ('USA', 'CAN') else 'haemoglobin')
        if cc in ('USA', 'CAN', 'AUS'):
            n.f('Please contact your {gp_word}, Dr {gp:full} at {practice} ({practice_phone}), or call us on '
                '{unit_phone} to arrange a colonoscopy. We have also sent this result to Dr {gp:last}.\n\n')
            if cc == 'USA':
                n.f('Colonoscopy after an abnormal stool test is covered by most plans. Your plan on file is '
                    '{insurer}, {hp_label} {hp}. If this has changed, please tell us.\n\n')
        else:
            n.f('We have made an appointment for you to speak with a {ssp_title} ({ssp_abbr}) who will explain '
                'what happens next:\n\n    {wd:w}\n    {tt}\n    {centre}\n    {hosp}, ',
                wd=c['d_ssp'], tt=U.tm(rng, 9, 16), )
            if rng.random() < 0.4:
                n.f('{building}, ')
            n.f('{hosp_addr:inline}\n\n')
            n.f('Your {ssp_abbr} will be {ssp:full}. ' + rng.choice([
                'The appointment may be by telephone; we will ring you on {pt_phone}.',
                'Please bring a list of your medicines and a friend or relative if you wish.',
                'If you take blood thinners (for example warfarin, apixaban or clopidogrel) please have the names ready.']) + '\n\n')
            n.f('If this time is not convenient, please call {unit_phone}' + rng.choice([
                ' (Monday to Friday, 9am to 5pm)', '', ' as soon as possible so that we can offer it to someone else']) + '.\n\n')
    elif kind == 'normal':
        n.t(rng.choice(['Your bowel screening result: normal\n\n', 'Result: no further tests needed\n\n']))
        n.f('Thank you for taking part. Your {test} sample, received on {d_recv:l}, did not show blood at or above '
            'the level used by the programme ({thr} {fit_unit}). You do not need any further tests at the moment.\n\n')
        n.f('We will send you another kit in about two years if you are still within the eligible age range. '
            'Bowel cancer can develop between screening rounds, so please see your {gp_word} if you notice '
            'bleeding from your bottom, a change in bowel habit, unexplained weight loss or tiredness.\n\n')
        if rng.random() < 0.5:
            n.f('Your last kit ({d_prev:m}) was also normal.\n\n')
    else:
        reason = rng.choice(['the date the sample was taken was not written on the tube',
                             'the sample arrived more than 14 days after it was taken',
                             'the sample tube was damaged in the post',
                             'there was too much sample in the tube for the laboratory to test it',
                             'the kit used had passed its expiry date'])
        n.t('We could not test your sample\n\n')
        n.f('Thank you for sending back your test kit, which arrived on {d_recv:l}. Unfortunately we were not able '
            'to test it because ' + reason + '. This is not a result and there is nothing wrong.\n\n')
        n.f('We have posted a new kit to you (kit serial {kit}). Please complete it within 14 days and write the '
            'date on the tube. Instructions are also available at {hub_url}.\n\n')
    if rng.random() < 0.5:
        n.f('More information about bowel screening, including translated and easy read leaflets, is available at '
            '{u} or by calling {hub_free}.\n\n', u=c['hub_url'] if rng.random() < 0.6 else c['centre_url'])
    n.t(rng.choice(['Yours sincerely,\n\n\n', 'Yours sincerely\n\n', 'Kind regards,\n\n']))
    roles = ['Screening Program Director', 'Medical Director, Colorectal Screening'] if c['cc'] in ('USA', 'CAN') else \
        ['Hub Director', 'Programme Hub Director', 'Clinical Director', 'Screening Programme Medical Lead']
    n.f('Dr {director:full}\n' + rng.choice(roles) + '\n{hub}\n')
    if rng.random() < 0.85:
        n.t('\n')
        U.cc_line(n, c, ('gp',))
    if rng.random() < 0.35:
        n.f('\n--- tear off and return ---\nName: {pt:full}   {l}: {v}\nI {choice} my appointment on {d}.\n'
            'Daytime phone: {pt_mob}\n', l=c['nid_label'], v=c['nid'], d=c['d_ssp'],
            choice=rng.choice(['can attend', 'cannot attend', 'wish to rearrange']))
    if rng.random() < 0.3:
        n.f('\n[Letter template BSL-{code}; printed {dd}; batch user {u}]\n', code=str(rng.randint(10, 99)),
            dd=c['d_letter'], u=(c['admin'].uname, 'USERNAME'))


def gp_letter(n, c):
    """Screening outcome notification to the primary care physician."""
    rng = n.rng
    _letterhead(n, c, 'centre')
    n.f('\nDr {gp:full}\n{practice}\n{practice_addr:block}\n')
    if rng.random() < 0.5:
        n.f('Fax: {practice_fax}\n')
    n.f('\nDate: {d_histo}\n\n')
    n.f('Dear Dr {gp:last},\n\n')
    n.t('RE: ')
    n.f('{pt:upper}   DOB {dob}   ')
    U.ids_block(n, c, sep=' ', join='   ', with_hp=rng.random() < 0.5)
    n.f('\n{addr:inline}\n\n')
    oc = c['outcome']
    n.f('This {manwoman} took part in the {prog} and had an abnormal {test} result ({fit}) on {d_result}. ', fit=U.fit_text(c))
    n.f('{He} was assessed by our {ssp_title}, {ssp:full}, on {d_ssp} and underwent colonoscopy with '
        'Dr {endo:full} on {d_colon:l}.\n\n')
    n.t('Findings: ')
    if oc == 'normal':
        n.t('complete colonoscopy to the caecum with adequate bowel preparation (BBPS %d). No polyps or cancer '
            'seen. %s\n\n' % (sum(rng.choice([2, 3]) for _ in range(3)), rng.choice(['Mild sigmoid diverticulosis.',
                                                                                         'Small internal haemorrhoids.', ''])))
        n.f('Outcome: NORMAL. {He} will be returned to routine recall and re-invited in about two years.\n')
    else:
        n.t('\n')
        U.polyp_rows(n, c, 'list')
        n.f('\nHistology ({accession}): ')
        n.t('; '.join(sorted(set(p['histo'] for p in c['polyps']))) + '.\n\n')
        if oc == 'cancer':
            n.f('Outcome: CANCER DIAGNOSED. {He} has been referred to the colorectal team at {other_hosp} under '
                '{surgeon_t} {surgeon:last} and staging CT has been requested ({order}). {pt_title} {pt:last} was '
                'seen with {his} {fam1_rel} and is aware of the diagnosis.\n', surgeon_t=c['surgeon'].title)
        elif oc in ('high', 'lnpcp'):
            n.f('Outcome: HIGH-RISK FINDINGS. Surveillance colonoscopy will be offered in {d_surv:m} in line with '
                'the BSG/ACPGBI/PHE 2020 guidance.\n' if c['uk'] else
                'Outcome: advanced adenoma. Surveillance colonoscopy recommended in 3 years ({d_surv:y}).\n')
        else:
            n.f('Outcome: LOW-RISK. No colonoscopic surveillance needed; {he} returns to routine screening.\n')
    if c['anticoag'] and rng.random() < 0.7:
        n.t('%s was withheld peri-procedure and has been restarted.\n' % c['anticoag'].split()[0].capitalize())
    if rng.random() < 0.4:
        n.t('Please note the patient reports ' + rng.choice(['no ongoing symptoms', 'ongoing low iron; please repeat FBC and ferritin',
                                                             'occasional bleeding from haemorrhoids']) + '.\n')
    n.t('\nYours sincerely,\n\n')
    U.sign(n, c, 'endo', rng.choice(['Consultant Gastroenterologist', 'Screening Colonoscopist',
                                      'Consultant Colorectal Surgeon and Accredited Screening Colonoscopist']))
    n.f('\nTyped by: {admin:linit}   Dictated: {d_colon}\n')
    U.cc_line(n, c, ('pt', 'ssp'))


def dna(n, c):
    rng = n.rng
    if rng.random() < 0.4:
        _dna_letter(n, c)
        return
    appt = rng.choice(['SSP assessment', 'colonoscopy', 'pre-assessment', 'telephone assessment'])
    d = c['d_ssp'] if appt != 'colonoscopy' else c['d_colon']
    n.t(rng.choice(['DID NOT ATTEND - FOLLOW-UP RECORD\n', 'DNA follow up\n', 'Non-attendance record\n']))
    n.f('{centre}\n\n')
    U.pt_header(n, c)
    n.f('Episode: {episode}\n\n')
    n.f('Appointment missed: ' + appt + ' on {d:w} at {t}\n', d=d, t=U.tm(rng, 8, 15))
    n.f('Location: {centre}, ')
    n.f(rng.choice(['Room {room}\n', '{building}\n', 'clinic room {room}, {building}\n']))
    n.t('\nAppointment history:\n')
    n.f('- {d} invitation / {test} kit sent\n- {d2} {test} result abnormal ({fit})\n', d=c['d_kit'], d2=c['d_result'],
        fit=U.fit_text(c))
    if appt == 'colonoscopy':
        n.f('- {d} {ssp_abbr} assessment attended ({ssp:full})\n', d=c['d_ssp'])
    n.f('- {d} ' + appt + ': DNA\n', d=d)
    n.t('\nPre-DNA checks: appointment letter sent %d days before; reminder SMS %s.\n' % (
        rng.randint(7, 21), rng.choice(['delivered', 'failed (number not recognised)', 'not sent - no mobile on file'])))
    n.t('Contact attempts:\n')
    n.f('1. {d1} {t1} - call to {pt_mob}: no answer, voicemail left asking to call {unit_phone}.\n',
        d1=d, t1=U.tm(rng, 12, 16))
    d2 = U.dplus(d, rng.randint(1, 4))
    r = rng.choice(['travel', 'work', 'carer', 'forgot', 'fear', 'transport'])
    if r == 'travel':
        if rng.random() < 0.4:
            n.f('2. {d2} - spoke to {fam1_rel} {fam1:first} on home number {pt_phone}: pt in {travel} visiting family '
                'until after {h}, apologised.\n', d2=d2, h=(rng.choice(['Christmas', 'Easter', 'New Year', 'Diwali', 'Eid',
                                                                        'Thanksgiving']), 'DATE'))
        else:
            n.f('2. {d2} - spoke to {fam1_rel} {fam1:first} on home number {pt_phone}: pt in {travel} visiting family '
                'until {d3:l}, apologised.\n', d2=d2, d3=U.dplus(d, rng.randint(8, 30)))
    elif r == 'work':
        n.f('2. {d2} - spoke to pt. Now working nights as a {occ} at {employer} and could not get time off. Wants '
            'an early morning slot.\n', d2=d2)
    elif r == 'carer':
        n.f('2. {d2} - pt is main carer for {his} {fam1_rel}, {fam1:full}, who was admitted to {other_hosp} that '
            'morning. Very apologetic.\n', d2=d2)
    elif r == 'forgot':
        n.f('2. {d2} - pt says {he} did not receive the letter; address on system checked: {addr:inline}. '
            'Confirmed correct. Mobile updated.\n', d2=d2)
    elif r == 'fear':
        n.f('2. {d2} - pt anxious about the procedure after {his} {fam3_rel} {fam3:first} "had a bad time" with a '
            'colonoscopy. Options incl. CT colonography and sedation discussed; happy to rebook.\n', d2=d2)
    else:
        n.f('2. {d2} - no transport; car was in for repairs. Offered community transport via {transport_org}. '
            'Car park permit to be issued for reg {plate} for next visit.\n', d2=d2)
    if rng.random() < 0.5:
        n.f('3. Letter sent {d3} to home address.\n', d3=U.dplus(d2, 1))
    n.t('\nOutcome: ')
    if rng.random() < 0.75:
        n.f('Rebooked for {d_rebook:w} {t}. Confirmation letter and {prep} instructions posted.\n', t=U.tm(rng, 8, 15))
    else:
        n.f('Second DNA. Per programme protocol episode closed and {gp_word} informed (Dr {gp:full}, {practice}). '
            '{He} can self-refer on {hub_free}.\n')
    if rng.random() < 0.3:
        n.f('Vehicle reg {plate} added to the unit parking list.\n')
    n.t('Considerations: ' + rng.choice(['no safeguarding concerns', 'lives alone; hearing impaired - use text/email',
                                         'learning disability flag - easy read letter sent', 'previous DNA for '
                                         'cervical screening', 'pt is a carer', 'none']) + '.\n')
    if rng.random() < 0.35:
        n.f('{gp_word} informed: letter to Dr {gp:full} at {practice} ({practice_fax} fax).\n')
    n.t('\n')
    U.sign(n, c, 'ssp', c['ssp_title'], date=d2)
    if rng.random() < 0.5:
        n.f('Entered by {ssp:uname} on {dd} {tt}\n', dd=d2, tt=U.tm(rng))


def _dna_letter(n, c):
    rng = n.rng
    _letterhead(n, c, 'centre')
    _recipient(n, c)
    n.f('{d}\n', d=U.dplus(c['d_ssp'], rng.randint(1, 3)))
    U.ids_block(n, c, with_hp=False)
    n.f('\n\nDear {pt_title} {pt:last},\n\nWe are sorry that you were not able to attend your appointment with '
        '{ssp:full}, {ssp_title}, on {d_ssp:w}.\n\n')
    n.f('Your recent bowel screening test ({d_sample:l}) showed that you need further investigation, so it is '
        'important that we see you. We tried to call you on {pt_mob} but were unable to reach you.\n\n')
    n.f('We have made a new appointment for {d_rebook:w} at {t} at {centre}. If this is not suitable or you no '
        'longer wish to go ahead, please ring {unit_phone} or email {centre_email}.\n\n', t=U.tm(rng, 9, 15))
    n.f('If we do not hear from you we will let your {gp_word}, Dr {gp:full}, know.\n\nYours sincerely,\n\n'
        '{ssp:full}\n{ssp_title}\n')
    if rng.random() < 0.5:
        n.f('{l} {v}\n', l=c['ssp_lic_label'], v=c['ssp_lic'])
    U.cc_line(n, c)
