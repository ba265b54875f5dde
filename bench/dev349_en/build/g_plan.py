"""Genres: discharge safety plan, case closure summary."""
import frag


def discharge_plan(n, c):
    R = n.R
    first_person = R.random() < 0.5
    n.t(R.choice(['PERSONALISED SAFETY PLAN - HOSPITAL DISCHARGE', 'My Safety Plan', 'Discharge Safety Plan (DA)',
                  'SAFETY AND DISCHARGE PLAN - CONFIDENTIAL', 'Safety plan on leaving hospital']) + '\n')
    n.f('Name: [PATIENT:%s]   DOB: [DATE:pt_dob]   {mrn_lbl}: [MRN:mrn]\n' % R.choice(['pt_full', 'pt_first', 'pt_full']))
    if R.random() < 0.4:
        n.f('{natid}\n')
    n.f('Ward: {ward}   Discharge date: [DATE:dc]   Plan written with: [DOCTOR:idva_full] ({adv})\n\n')
    me = first_person
    n.t(('Where I am going' if me else 'Discharge destination') + ':\n')
    x = R.random()
    if x < 0.35:
        n.f('  {a2} - staying with {f1_role} [FAMILY:f1_full] (tel [PHONE:f1_mob])\n')
    elif x < 0.6:
        n.f('  Refuge - [ORGANIZATION:refuge]. ADDRESS NOT TO BE RECORDED. Refuge office tel [PHONE:refuge_tel].\n')
    elif x < 0.8:
        n.f('  Home ({a1}). [FAMILY:pp_first] on bail not to attend until [DATE:bail]; locks changed [DATE:now_s].\n')
    else:
        n.f('  Temporary accommodation arranged by [ORGANIZATION:housing]; address given verbally.\n')
    n.t(('How I am getting there' if me else 'Transport') + ': ')
    n.f(R.choice(['taxi from main entrance (booked by ward, account [ACCOUNT:acct])', 'collected by [FAMILY:f1_first]',
                  'hospital transport', 'police escort to collect belongings first']) + '\n\n')
    n.t(('People I can call' if me else 'Safe contacts') + ':\n')
    n.f('  - [FAMILY:f1_full] ({f1_role}) [PHONE:f1_mob]\n')
    if R.random() < 0.5:
        n.f('  - [FAMILY:f2_full] ({f2_role}) [PHONE:f2_mob]\n')
    n.f('  - {adv} [DOCTOR:idva_first] [PHONE:idva_mob] (Mon-Fri 9-5)\n')
    n.f('  - [ORGANIZATION:charity] [PHONE:team_tel]' + R.choice([' (24h)', '', ' - out of hours']) + '\n')
    n.f('  - Police: {emerg} in an emergency. If I can\'t talk: ' + R.choice(['{silent}.', 'cough or tap the handset.',
                                                                          '{silent}.']) + '\n')
    if c.cc == 'GB':
        n.t('  - Non-emergency: 101\n')
    n.t('\n' + ('If I feel unsafe I will' if me else 'If unsafe') + ':\n')
    opts = ['go to [LOCATION_OTHER:landmark] (busy, CCTV) and call for help',
            'use the code word with [FAMILY:f1_first], who will call police',
            'keep my phone charged and on me; location sharing turned OFF',
            'press the alarm (handset serial [DEVICE:alarm_sn])',
            'keep copies of the {order} in my bag and on my phone',
            'leave by the back door to [STREET:a2_street]']
    for o in R.sample(opts, R.randint(2, 4)):
        n.f('  * ' + o + '\n')
    n.t('\nThings to take: ')
    n.t(', '.join(R.sample(['passport', 'bank cards', 'medication', 'children\'s red books', 'phone charger',
                            'copy of tenancy', 'spare keys', 'birth certificates', 'court papers'], 4)) + '\n')
    n.t('\nMedication on discharge: ')
    n.f('{med}; {med2}\n')
    n.t('\nAppointments:\n')
    ap = [('{gpw} review ({dr} [DOCTOR:gp_last], [HOSPITAL:gp_prac])', 'fu'),
          ('Fracture clinic, [HOSPITAL:hosp] - 10:30', 'fu'),
          ('{order} hearing - bring papers', 'court'), ('{hrm} (you do not attend; {adv} will update)', 'marac'),
          ('Legal advice, [ORGANIZATION:lawfirm]', 'fu2'), ('Counselling intake, [ORGANIZATION:charity]', 'fu2')]
    for a, dk in sorted(R.sample(ap, R.randint(2, 4)), key=lambda x: (c.d[x[1]], x[0])):
        n.f('  [DATE:%s] - %s\n' % (dk + R.choice(['', '_w', '_s']), a))
    if c.kids:
        n.t('\nChildren: ')
        frag.kids(n, c, 'line')
        n.f(' School ([ORGANIZATION:school]) told who can collect.\n')
    n.t('\nWho knows about this plan: ')
    n.f(', '.join(R.sample(['{gpw}', '[FAMILY:f1_first]', 'line manager [FAMILY:f2_full] at [ORGANIZATION:pt_emp]',
                            '{police} ({pol_rank} [DOCTOR:pol_last])', 'health visitor [DOCTOR:hv_full]',
                            'social worker [DOCTOR:sw_full]'], R.randint(2, 4))) + '\n')
    if R.random() < 0.5:
        n.t('\nPhone/online safety: new SIM issued; old phone (IMEI ')
        n.f('[DEVICE:imei]) kept by police; ' + R.choice(['check car for trackers', 'change email password',
                                                          'new email [EMAIL:pt_email]']) + '.\n')
    n.f('\n' + R.choice(['Plan agreed and copy given (kept in a safe place, NOT at home).',
                         'Copy NOT given to patient - too risky; patient has photo on phone.',
                         'Plan explained with interpreter ({lang}).']) + '\n')
    n.f('Signed: [PATIENT:pt_ini] (patient)   [DOCTOR:idva_fl] ({adv})   [DATE:dc]\n')


def case_closure(n, c):
    R = n.R
    n.t(R.choice(['CASE CLOSURE SUMMARY - Hospital {adv} Service', 'Closure Summary', 'CASE CLOSURE - DA ADVOCACY',
                  'Safeguarding Adults - Case Closure Record']).replace('{adv}', c.v['adv'].upper()) + '\n')
    sep = R.choice([': ', ' - ', ':\t'])
    n.f('Client' + sep + '[PATIENT:pt_full]   DOB' + sep + '[DATE:pt_dob]\n')
    n.f('Case no.' + sep + '[IDNUM:sgref]   {mrn_lbl}' + sep + '[MRN:mrn]\n')
    frag.ssn(n, c, sep, 0.4)
    n.f('Worker' + sep + '[DOCTOR:idva_full]   Supervisor' + sep + '[DOCTOR:mgr_full]\n')
    n.f('Referral date' + sep + '[DATE:ref]   Closure date' + sep + '[DATE:close]\n')
    n.f('Referral source' + sep + R.choice(['{ED} - [DOCTOR:nurse_full]', 'maternity - midwife [DOCTOR:mw_full]',
                                            'ward {ward}', 'self-referral', 'Fracture clinic']) + '\n')
    n.t('\nPresenting situation\n')
    n.f(R.choice(['[PATIENT:pt_first], [AGE:pt_age], ', '[PATIENT:pt_first] ([AGE:pt_age]{F}), ', '[PATIENT:pt_first], a [AGE:pt_age]-year-old {woman}, ',
                  '[PATIENT:pt_first], [AGE:pt_agew] years old, ']))
    n.f(R.choice(['a [PROFESSION:pt_job] from [CITY:a1_town], ', 'living in [CITY:a1_town], ', 'originally from [COUNTRY:abroad], ', '']))
    n.f(R.choice(['was referred after disclosing abuse in {ED}. ', 'was referred by the ward. ', 'self-referred. ']))
    frag.disclosure(n, c, R.randint(1, 2))
    n.t('\n\nInterventions\n')
    iv = ['{hrm} referral - heard [DATE:marac]; actions included police flag and housing priority.',
          '{order} granted [DATE:court] (case [IDNUM:court_no]), expires [DATE:exp].',
          'Rehoused to [CITY:a2_town] via [ORGANIZATION:housing] on [DATE:fu2].',
          'Sanctuary measures fitted [DATE:fu].', 'Referred to [ORGANIZATION:charity] for recovery programme (Freedom Programme).',
          'Supported through criminal case; [FAMILY:pp_first] convicted [DATE:fu2] (crime ref [IDNUM:crime]).',
          'Benefit claim and budgeting support; joint account [ACCOUNT:acct] closed.',
          'TecSOS phone ([DEVICE:alarm_sn]) issued and later returned.',
          'Liaison with {gpw} [DOCTOR:gp_full] re mental health; referred for talking therapy.',
          'Immigration advice (born in [COUNTRY:abroad]; spousal visa) via [ORGANIZATION:lawfirm].']
    for t in R.sample(iv, R.randint(3, 6)):
        n.t(R.choice(['- ', '* ', '\u2022 ']))
        n.f(t)
        n.t('\n')
    n.t('\nOutcomes at closure\n')
    n.t('- Risk: %s -> %s (%s at intake; %s at closure)\n' % (
        R.choice(['HIGH', 'high']), R.choice(['medium', 'standard']), frag.tool_score(c, R), frag.tool_score(c, R, False)))
    n.t('- Feels safer: %d/10 (from %d/10). Quality of life %d/10.\n' % (R.randint(6, 9), R.randint(1, 4), R.randint(5, 8)))
    n.t('- Abuse stopped: %s\n' % R.choice(['yes', 'reduced', 'yes - no contact since bail', 'ongoing low-level texts']))
    if R.random() < 0.4:
        frag.hardneg(n, c, 1)
        n.t('\n')
    n.t('\nReason for closure' + sep)
    n.f(R.choice(['goals met; client agrees to closure.', 'no contact after 3 attempts (letters to safe address).',
                  'moved out of area to [CITY:a2_town]; transferred to [ORGANIZATION:charity].',
                  'client chose to disengage; door left open.', 'deceased [DATE:close] (unrelated cause) - case closed.']) + '\n')
    n.f('Client informed of closure' + sep + R.choice(['yes, by phone [DATE:close_s] on [PHONE:safe_tel]', 'yes, in person',
                                                       'letter to c/o address']) + '\n')
    n.f('Re-referral' + sep + 'self-refer any time via [PHONE:team_tel] or [EMAIL:team_email]\n')
    n.f('\nClosed by [DOCTOR:idva_fl] on [DATE:close]; approved [DOCTOR:mgr_ini].\n')
