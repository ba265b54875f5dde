"""Genres: safeguarding concern referral, MARAC / high-risk referral form."""
import frag
import pools

SG_TITLE = {
    'ENG': ['ADULT SAFEGUARDING CONCERN FORM (Care Act 2014, s42)', 'Safeguarding Adults - Raising a Concern',
            'ADULT SAFEGUARDING REFERRAL'],
    'SCO': ['ADULT SUPPORT AND PROTECTION (ASP) REFERRAL - Adult Support and Protection (Scotland) Act 2007',
            'ASP Referral / Inter-agency Referral Discussion request'],
    'WLS': ['ADULT AT RISK REPORT - Social Services and Well-being (Wales) Act 2014, s128'],
    'NIR': ['ADULT PROTECTION GATEWAY - REFERRAL FORM (APP1)'],
    'IE': ['HSE SAFEGUARDING CONCERN - PRELIMINARY SCREENING (Form PSF1)', 'Safeguarding Concern Notification'],
    'US': ['ADULT PROTECTIVE SERVICES - REPORT OF SUSPECTED ABUSE, NEGLECT OR EXPLOITATION',
           'Mandated Reporter Form - Vulnerable Adult'],
    'CA': ['ADULT PROTECTION REFERRAL - Vulnerable Adult at Risk', 'Referral: Adult in Need of Protection'],
    'AU': ['REFERRAL - ADULT AT RISK OF ABUSE / ELDER ABUSE', 'Vulnerable Adult Safeguarding Referral'],
    'NZ': ['ELDER ABUSE RESPONSE SERVICE - REFERRAL', 'Adult at Risk - Safeguarding Referral'],
}
ABUSE = ['Physical', 'Domestic abuse', 'Sexual', 'Psychological / emotional', 'Financial / material',
         'Neglect / acts of omission', 'Discriminatory', 'Organisational', 'Modern slavery', 'Self-neglect',
         'Coercive control']
SCEN_ABUSE = {'ipv': ['Physical', 'Domestic abuse', 'Psychological / emotional', 'Coercive control'],
              'elder': ['Financial / material', 'Neglect / acts of omission', 'Psychological / emotional'],
              'carer': ['Physical', 'Neglect / acts of omission', 'Financial / material'],
              'hba': ['Domestic abuse', 'Psychological / emotional', 'Physical'],
              'family': ['Physical', 'Domestic abuse', 'Financial / material']}


def _cb(R):
    return R.choice([('[x]', '[ ]'), ('\u2612', '\u2610'), ('(X)', '( )'), ('[Y]', '[N]'), ('X', '-')])


def _hdr(n, st, i, txt):
    if st == 0:
        n.t('\n%d. %s\n' % (i, txt.upper()))
    elif st == 1:
        n.t('\n== %s ==\n' % txt)
    elif st == 2:
        n.t('\n%s\n%s\n' % (txt, '-' * len(txt)))
    else:
        n.t('\nSECTION %s - %s\n' % ('ABCDEFGHIJ'[i - 1], txt))


def safeguarding_referral(n, c):
    R = n.R
    key = c.sub if c.cc == 'GB' else c.cc
    n.t(R.choice(SG_TITLE[key]) + '\n')
    if R.random() < 0.5:
        n.f('Ref: [IDNUM:sgref]    Date received: [DATE:ref]\n')
    else:
        n.f('Date of referral: [DATE:ref]  Time: %02d:%02d\n' % (R.randint(7, 22), R.choice([0, 15, 20, 45])))
    st = R.randint(0, 3)
    on, off = _cb(R)
    _hdr(n, st, 1, 'Referrer details')
    role = R.choice(['ED Staff Nurse', 'Ward Sister', c.v['adv_long'], 'Safeguarding Adults Nurse',
                     'Registrar, Emergency Medicine', 'Discharge coordinator', 'Occupational Therapist'])
    pid = R.choice(['nurse', 'idva', 'sg', 'edr', 'wn'])
    n.f('Name: [DOCTOR:%s_full]\nRole: %s\nTeam / location: {ED}, [HOSPITAL:hosp]\n' % (pid, role))
    n.f('Contact tel: [PHONE:%s_tel]%s\nEmail: [EMAIL:%s_email]\n' % (
        pid, R.choice(['', ' ext. [PHONE:%s_ext]' % pid, '']), pid))
    if R.random() < 0.4:
        n.f('Secure fax: [FAX:team_fax]\n')
    _hdr(n, st, 2, 'Adult at risk')
    frag.demo(n, c, style=R.choice([0, 0, 2]))
    if R.random() < 0.5:
        n.f('Gender: {sex}   Ethnicity: %s   First language: %s\n' % (
            R.choice(['White British', 'Asian / Asian British - Pakistani', 'Black African', 'White other',
                      'Mixed', 'Not stated', 'Maori', 'Hispanic/Latina', 'Chinese']),
            R.choice(['English', 'English', '{lang} (interpreter required)'])))
    frag.ssn(n, c, ': ', 0.8)
    n.f('{gpw}: {dr} [DOCTOR:gp_last], [HOSPITAL:gp_prac]' + R.choice(['', ', tel [PHONE:gp_tel]']) + '\n')
    if R.random() < 0.7:
        n.f('Occupation: ' + ('retired [PROFESSION:pt_job]' if c.people['pt'].age > 66 else '[PROFESSION:pt_job]') + '\n')
    if c.scen in ('elder', 'carer') and R.random() < 0.5:
        n.f('Usual residence: [HOSPITAL:care_home], room [LOCATION_OTHER:room]\n')
    if R.random() < 0.3:
        n.t('Communication needs: ' + R.choice(['hearing impaired - L hearing aid', 'mild cognitive impairment',
                                                'none identified', 'uses BSL', 'low literacy']) + '\n')
    _hdr(n, st, 3, 'Person alleged to be causing harm')
    frag.perp(n, c)
    _hdr(n, st, 4, 'Category of abuse')
    sel = SCEN_ABUSE[c.scen]
    row = []
    for a in ABUSE:
        row.append('%s %s' % (on if a in sel else off, a))
    if R.random() < 0.5:
        n.t('\n'.join(row) + '\n')
    else:
        n.t('  '.join(row) + '\n')
    _hdr(n, st, 5, 'Details of concern')
    n.f(R.choice(['Seen in {ED} on [DATE:inc] ', 'Admitted via {ED} [DATE:adm] ', 'Inpatient on {ward} since [DATE:adm]; ',
                  'Attended {ED} [DATE:inc_w] at %02d:%02d ' % (R.randint(0, 23), R.randint(0, 59))]))
    n.f(R.choice(['with ', 'following ', 'after ']) + R.choice(['facial injuries. ', 'a fall at home. ', 'chest pain. ',
                                                               'an overdose of {od}. ', 'a head injury. ']))
    frag.disclosure(n, c, R.randint(2, 3))
    n.t('\nInjuries noted:\n')
    frag.inj_list(n, R.randint(1, 3))
    frag.hardneg(n, c, 1)
    n.t('\n')
    _hdr(n, st, 6, 'Immediate actions taken')
    acts = R.sample(frag.ACT_POLICE, 2)
    for a in acts:
        n.t('- ')
        n.f(a)
        n.t('\n')
    n.f(R.choice(['- Seen by {adv} [DOCTOR:idva_full] on [DATE:now]\n', '- Referred to {adv} service (referral [DATE:ref])\n',
                  '- Discussed with Named Nurse Safeguarding Adults, [DOCTOR:sg_full]\n']))
    if R.random() < 0.5:
        n.f('- Alert placed on EPR; ward aware not to disclose location\n')
    _hdr(n, st, 7, 'Consent and views of the adult')
    x = R.random()
    if x < 0.6:
        n.f('Adult aware of and consents to this referral. {She} says: "%s"\n' % R.choice(
            ['I just want it to stop.', 'I want to go home but not if he is there.', 'Please don\'t tell my family.',
             'I want help with money and somewhere safe.', 'I don\'t want him arrested, I want him to get help.']))
    elif x < 0.8:
        n.f('Referral made without consent - public interest / risk to others (children). Rationale recorded per {mca}.\n')
    else:
        n.f('Lacks capacity re this decision (assessed [DATE:now] by {dr} [DOCTOR:cons_last]); best-interests referral. '
            'Next of kin: {f1_role} [FAMILY:f1_full], [PHONE:f1_mob].\n')
    _hdr(n, st, 8, 'Others at risk')
    frag.kids(n, c, style=R.choice(['line', 'list']))
    n.t('\n')
    if R.random() < 0.5:
        n.t(R.choice(['Other adults at risk: none known.', 'Pets in home: dog (threatened).',
                      'Another resident of the care home may also be affected.']) + '\n')
    _hdr(n, st, 9, 'Declaration')
    n.f('Completed by [DOCTOR:%s_fl] on [DATE:ref]. Manager informed: [DOCTOR:mgr_full].\n' % pid)
    if R.random() < 0.4:
        n.f('Submitted via [URL:url_portal]\n')
    else:
        n.f('Send to: [EMAIL:team_email]' + R.choice(['', ' / fax [FAX:team_fax]']) + '\n')


HRM_TITLE = {
    'GB': ['MARAC REFERRAL FORM', 'Multi-Agency Risk Assessment Conference (MARAC) - Referral',
           'MARAC Referral - CONFIDENTIAL'],
    'IE': ['MARAC Referral Form (pilot area)', 'MULTI-AGENCY RISK ASSESSMENT REFERRAL'],
    'US': ['HIGH RISK TEAM (HRT) REFERRAL', 'DV High Risk Team - Case Referral'],
    'CA': ['HIGH-RISK CASE COORDINATION - REFERRAL', 'High Risk Committee Referral Form'],
    'AU': ['SAFETY ACTION MEETING (SAM) REFERRAL', 'Referral - Safety Action Meeting / Threat Assessment'],
    'NZ': ['ISR - Family Harm Referral (hospital)', 'INTEGRATED SAFETY RESPONSE - REFERRAL'],
}


def marac_referral(n, c):
    R = n.R
    n.t(R.choice(HRM_TITLE[c.cc]) + '\n')
    sep = R.choice([': ', ' - ', ': '])
    on, off = _cb(R)
    n.f('Referring agency' + sep + '[HOSPITAL:hosp]' + R.choice([' - {ED}', ' Safeguarding Team', ' {adv} service']) + '\n')
    n.f('Referrer' + sep + '[DOCTOR:idva_full] ({adv_long})\n')
    n.f('Tel' + sep + '[PHONE:idva_tel]' + R.choice(['', ' / mob [PHONE:idva_mob]']) + '   Email' + sep + '[EMAIL:idva_email]\n')
    n.f('Date of referral' + sep + '[DATE:ref]    ' + R.choice(['{hrm} date requested: [DATE:marac]', 'Meeting: [DATE:marac_l]']) + '\n')
    if R.random() < 0.6:
        n.f('{hrm} ref' + sep + '[IDNUM:marac_ref]\n')
    n.t('\nReason for referral' + sep)
    reasons = [('Visible high risk (%s)' % frag.tool_score(c, R)), 'Professional judgement', 'Potential escalation',
               'Repeat referral (within 12 months)']
    chosen = R.randint(0, 3)
    n.f('  '.join('%s %s' % (on if i == chosen or (i == 0 and chosen == 3) else off, r) for i, r in enumerate(reasons)))
    n.t('\n')
    if chosen == 3:
        n.f('Previous {hrm}: [DATE:prev1] (ref [IDNUM:marac_ref])\n')
    n.t('\n' + R.choice(['VICTIM DETAILS', 'Person at risk', 'PERSON AT RISK (VICTIM)']) + '\n')
    n.f('Name' + sep + '[PATIENT:pt_full]' + ('  (also known as [PATIENT:pt_nick])' if c.people['pt'].first in pools.NICK
                                                 and R.random() < 0.7 else '') + '\n')
    n.f('DOB' + sep + '[DATE:pt_dob]   Age' + sep + '[AGE:pt_age]   Gender' + sep + '{sex}\n')
    n.f('Address' + sep + R.choice(['{a1}', '{a1}', 'CONFIDENTIAL - in refuge, do not share', '{a2} (staying with {f1_role})']) + '\n')
    n.f('Safe contact no.' + sep + '[PHONE:pt_mob]' + R.choice([' - text first', ' - ok to leave message', ' - call via {adv} only', '']) + '\n')
    if R.random() < 0.4:
        n.f('Safe email' + sep + '[EMAIL:pt_email]\n')
    if R.random() < 0.5:
        n.t('Disability' + sep + R.choice(['No', 'Yes - mobility', 'Yes - mental health', 'Not known']) +
            '   Sexual orientation' + sep + R.choice(['Heterosexual', 'Not disclosed', 'Lesbian', 'Bisexual']) + '\n')
    n.f('Interpreter' + sep + R.choice(['No', 'Yes - {lang}', 'No']) + '\n')
    frag.ssn(n, c, sep, 0.6)
    if R.random() < 0.35:
        n.f('Country of origin' + sep + '[COUNTRY:abroad]' + R.choice(['', ' (insecure immigration status)', ' - in UK 4 yrs'
                                                                         if c.cc == 'GB' else ' - arrived 2 yrs ago']) + '\n')
    n.t('\n' + R.choice(['CHILDREN / DEPENDANTS', 'Children in household', 'Children']) + '\n')
    frag.kids(n, c, style='list')
    if not c.kids:
        n.t('\n')
    if c.kids and R.random() < 0.5:
        n.f('Children\'s social worker: [DOCTOR:cw_full], [PHONE:cw_tel]\n')
    n.t('\n' + R.choice(['PERPETRATOR DETAILS', 'Person causing harm', 'ALLEGED PERPETRATOR']) + '\n')
    frag.perp(n, c, style=0, sep=sep)
    if R.random() < 0.35:
        n.f('Firearms' + sep + 'holds certificate [LICENSE:fac]; police firearms licensing informed\n')
    if R.random() < 0.3:
        n.f('Driving licence' + sep + '[LICENSE:dl]\n')
    n.f('Police markers' + sep + R.choice(['violence, weapons', 'DA perpetrator (x3 previous victims)', 'none known',
                                              'drugs supply, violence', 'breach of {order} [DATE:prev2]']) + '\n')
    n.t('\nSUMMARY OF RISK\n')
    n.f('Recent incident [DATE:inc]: ')
    frag.disclosure(n, c, 2)
    n.t('\nKey risk factors: ')
    frag.risk_list(n, c, R.randint(3, 6))
    n.t('.\n')
    if R.random() < 0.5:
        frag.hardneg(n, c, 1)
        n.t('\n')
    n.t('\nCurrent safety plan:\n')
    frag.safety_list(n, c, R.randint(2, 4))
    n.t('\nAgencies involved: ')
    ag = R.sample(['{police}', 'Adult Social Care', 'Children\'s Services', '[ORGANIZATION:charity]',
                   '[ORGANIZATION:housing]', '{gpw} ([HOSPITAL:gp_prac])', 'Probation', 'Mental health team',
                   'Drug and alcohol service'], R.randint(2, 4))
    n.f(', '.join(ag) + '\n')
    n.f('\nVictim informed of referral' + sep + R.choice(['Yes', 'Yes - consented', 'No - too risky to inform']) + '\n')
    n.f('Information shared under' + sep + R.choice(['{infoshare}', 'public interest', 'consent', '{infoshare}', 'local ISA']) + '\n')
    n.f('Signed' + sep + '[DOCTOR:idva_fl]    Manager' + sep + '[DOCTOR:mgr_full]    Date' + sep + '[DATE:ref]\n')
    n.f('Return to ' + R.choice(['[EMAIL:marac_email]', '{hrm} coordinator via [URL:url_portal]',
                                  '[EMAIL:marac_email] (secure) or fax [FAX:team_fax]']) + '\n')
