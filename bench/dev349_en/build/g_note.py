"""Genres: IDVA / advocate contact note, DASH-style risk checklist."""
import frag
from core import tm, tm_day


def idva_contact_note(n, c):
    R = n.R
    v = R.randint(0, 2)
    if v == 0:
        _formal(n, c)
    elif v == 1:
        _shorthand(n, c)
    else:
        _phone_log(n, c)


def _formal(n, c):
    R = n.R
    n.t(R.choice(['{adv} CONTACT NOTE', 'Hospital {adv} - Contact Record', 'DA ADVOCACY NOTE (EPR)',
                  'Specialist DA Contact - Hospital']).replace('{adv}', c.v['adv'].upper() if R.random() < .5 else c.v['adv']) + '\n')
    n.f('Date: [DATE:now]   Time: %s   Contact: %s\n' % (tm_day(R), R.choice(['face to face', 'F2F', 'telephone', 'video'])))
    n.f('Client: [PATIENT:pt_full]   {mrn_lbl}: [MRN:mrn]   DOB: [DATE:pt_dob] ([AGE:pt_age])\n')
    if R.random() < 0.4:
        n.f('{natid}\n')
    if R.random() < 0.4:
        n.f('Occupation: [PROFESSION:pt_job]' + R.choice(['', ' (currently off sick)', ' - employer [ORGANIZATION:pt_emp]']) + '\n')
    loc = R.choice(['{ED} cubicle [LOCATION_OTHER:cub]', '{ward}, bed [LOCATION_OTHER:bed]', 'Resus [LOCATION_OTHER:resus]',
                    'quiet room off {ward}', '{ED} majors bay [LOCATION_OTHER:bay]', 'Fracture clinic room [LOCATION_OTHER:room]'])
    n.f('Location: ' + loc + '\n')
    n.f('Seen by: [DOCTOR:idva_full], {adv_long}\n')
    if R.random() < 0.35:
        n.f('Interpreter: [DOCTOR:interp_full] ({lang}), [ORGANIZATION:langsvc], booking [IDNUM:booking]\n')
    n.f('Referred by: ' + R.choice(['[DOCTOR:nurse_full], ED staff nurse', '{dr} [DOCTOR:edr_last] (ED registrar)',
                                    'ward sister [DOCTOR:wn_first]', 'self-referral via poster in toilets',
                                    'Named Nurse [DOCTOR:sg_full]']) + '\n')
    n.t('\nSafe to talk: ' + R.choice(['yes - seen alone, partner asked to wait outside by security.',
                                       'yes - seen alone.', 'partially - {rel} kept returning, conversation paused twice.',
                                       'yes, curtains drawn, staff aware not to interrupt.']).replace('{rel}', c.v['rel']) + '\n')
    n.t('\nDisclosure:\n')
    frag.disclosure(n, c, R.randint(2, 4))
    n.t('\n')
    if R.random() < 0.6:
        frag.hardneg(n, c, 1)
        n.t('\n')
    n.t('\nRisk: ')
    hi = R.random() < 0.65
    lvl = 'HIGH' if hi else R.choice(['medium', 'standard'])
    n.t('%s - %s.' % (frag.tool_score(c, R, hi), lvl))
    if hi:
        n.f(' Meets threshold for {hrm}; referral to be sent today.')
    n.t(' Factors: ')
    frag.risk_list(n, c, R.randint(2, 5), ', ')
    n.t('.\n\nSafety planning:\n')
    frag.safety_list(n, c, R.randint(2, 5))
    n.t('\nContact details agreed:\n')
    n.f('- Safe number: [PHONE:safe_tel] (%s)\n' % R.choice(["{f1_role}'s phone".replace('{f1_role}', c.v['f1_role']),
                                                            'work mobile', 'new pay-as-you-go', 'text only']))
    if R.random() < 0.5:
        n.f('- Do NOT call [PHONE:pt_mob] - {rel} has access\n')
    if R.random() < 0.4:
        n.f('- Safe address for letters: c/o [FAMILY:f1_full], {a2}\n')
    n.t('\nPlan:\n')
    plans = ['{hrm} referral', 'follow-up call [DATE:fu_s]', 'liaise with {pol_rank} [DOCTOR:pol_last] re bail',
             'housing options referral to [ORGANIZATION:housing]', 'solicitor appt with [ORGANIZATION:lawfirm] re {order}',
             'update {gpw} {dr} [DOCTOR:gp_last]', 'refer to [ORGANIZATION:charity] for community {adv}',
             'discuss at safeguarding huddle [DATE:fu_w]']
    for i, p in enumerate(R.sample(plans, R.randint(2, 4))):
        n.f('%d. %s\n' % (i + 1, p))
    frag.sig(n, c, 'idva', c.v['adv_long'])


def _shorthand(n, c):
    R = n.R
    n.f('%s {adv} note - [DATE:now] %s\n' % (R.choice(['**', '##', '>>', '']), tm(R)))
    n.f('s/w pt in %s. ref by %s.\n' % (
        R.choice(['cubicle [LOCATION_OTHER:cub]', 'bay [LOCATION_OTHER:bay]', '{ward} bed [LOCATION_OTHER:bed]',
                  'side room [LOCATION_OTHER:room]']),
        R.choice(['CN [DOCTOR:nurse_first]', 'SN [DOCTOR:nurse_fl]', 'dr [DOCTOR:edr_last]', 'SG nurse [DOCTOR:sg_first]'])))
    n.f('pt [PATIENT:pt_first] ([AGE:pt_age]{F}) - ')
    n.f(R.choice(['PAH', 'perp', 'AP']) + ' = {rel} [FAMILY:pp_first] ([AGE:pp_age]), [PROFESSION:pp_job].\n')
    n.t('hx: ')
    frag.disclosure(n, c, 2)
    n.t('\n')
    n.f('o/e per ED notes: %s.\n' % '; '.join(R.sample(frag.INJ, 2)))
    n.f('risk -> %s. %s\n' % (R.choice(['HIGH', 'high', 'med-high', 'HIGH (prof judgement)']),
                                R.choice(['{hrm} ref to go', '{hrm} ref sent', 'already open to {hrm} - flagged as repeat',
                                          'not consenting to {hrm}, discussed w/ mgr [DOCTOR:mgr_first]'])))
    n.f('safe no: [PHONE:safe_tel]. ' + R.choice(['no vm.', 'txt ok.', 'ring x1 & hang up = call back.']) + '\n')
    n.f(R.choice(['pol aware - ', 'police: ']) + R.choice(['crime ref [IDNUM:crime]', 'CAD [IDNUM:cad] tonight',
                                                          '{pol_rank} [DOCTOR:pol_last] attending']) + '\n')
    if R.random() < 0.5:
        n.f('veh: ' + R.choice(['blk golf', 'white van', 'silver astra', 'grey ute', 'red civic']) + ' [VEHICLE:plate] - sec informed\n')
    if c.kids:
        k = c.kids[0]
        n.f('kids: [FAMILY:%s_first] [AGE:%s_age] + ' % (k, k) + ('%d other(s)' % (len(c.kids) - 1) if len(c.kids) > 1 else 'no others') + ', w/ [FAMILY:f1_first] ({f1_role}) tonight\n')
    n.f('plan: ' + R.choice(['TCI {ward} overnight, review am', 'home w/ {f1_role} [FAMILY:f1_first] @ {a2}',
                             'refuge via [ORGANIZATION:refuge], taxi booked', 'stay w/ friend, address not given']) + '\n')
    n.f('RV [DATE:fu_s]. ' + R.choice(['[DOCTOR:idva_ini]', '- [DOCTOR:idva_first]', '[DOCTOR:idva_fl] {adv}']) + '\n')


def _phone_log(n, c):
    R = n.R
    n.f(R.choice(['TELEPHONE CONTACT LOG - {adv} service', 'Phone contacts', 'Outreach call log']) + '\n')
    n.f('Client: [PATIENT:pt_LF]  ({mrn_lbl} [MRN:mrn])   Worker: [DOCTOR:idva_full]\n')
    n.f('Safe number on file: [PHONE:safe_tel]   Unsafe: [PHONE:pt_mob]\n\n')
    import datetime
    d = c.d['now']
    for i in range(R.randint(4, 7)):
        if i:
            d = d + datetime.timedelta(days=R.choice([0, 1, 1, 2, 3, 5]))
        n.date(d, R.choice(['', '', 's', 'w']))
        n.t(' ' + tm_day(R) + ' - ')
        x = R.random()
        if x < 0.25:
            n.f(R.choice(['call to safe no., no answer. No VM (as agreed).', 'rang [PHONE:safe_tel], engaged.',
                          'text sent: "hi, it\'s [DOCTOR:idva_first] from the clinic, call when free".']))
        elif x < 0.5:
            n.f('spoke to client. ' + R.choice(['Says {rel} has been texting from a new number [PHONE:pp_mob].',
                                                'Police have charged [FAMILY:pp_first]; court [DATE:court].',
                                                'Staying with {f1_role} [FAMILY:f1_first] for now.',
                                                'Bail conditions explained - not to enter [STREET:a1_street].',
                                                'Wants help with {order}; referred to [ORGANIZATION:lawfirm].']))
        elif x < 0.7:
            n.f(R.choice(['call from {pol_rank} [DOCTOR:pol_last] (OIC) - suspect arrested, interview pending.',
                          'email to [EMAIL:pol_email] re bail update.',
                          'spoke to [DOCTOR:sw_full] (social worker) re children, tel [PHONE:sw_tel].',
                          'left msg for [DOCTOR:hso_full] at [ORGANIZATION:housing] on [PHONE:hso_tel].']))
        elif x < 0.85:
            n.f(R.choice(['client called in distressed - [FAMILY:pp_first] seen outside [LOCATION_OTHER:landmark]. Advised {emerg}.',
                          'client rang from {f1_role}\'s phone [PHONE:f1_mob]; safe, will call back.',
                          'no contact - phone switched off.']))
        else:
            n.f(R.choice(['{hrm} outcome shared with client (heard [DATE:marac_s]).',
                          'risk review: %s.' % frag.tool_score(c, R, R.random() < 0.5), 'TecSOS handset [DEVICE:alarm_sn] delivered.']))
        n.t('\n')
    n.f('\n[DOCTOR:idva_ini] / [DATE:now]\n')


# ---------------- DASH-style checklist ----------------
QS = [
    ('Has the current incident resulted in injury?', 'inj'),
    ('Are you very frightened?', None), ('What are you afraid of? Is it further injury or violence?', 'afraid'),
    ('Do you feel isolated from family/friends?', 'iso'), ('Are you feeling depressed or having suicidal thoughts?', None),
    ('Have you separated or tried to separate from the abuser within the past year?', 'sep'),
    ('Is there conflict over child contact?', 'kids'), ('Does the abuser constantly text, call, contact, follow or stalk you?', 'stalk'),
    ('Are you currently pregnant or have you recently had a baby (within the last 18 months)?', 'preg'),
    ('Is the abuse happening more often?', None), ('Is the abuse getting worse?', None),
    ('Does the abuser try to control everything you do and/or are they excessively jealous?', 'ctrl'),
    ('Has the abuser ever used weapons or objects to hurt you?', 'wpn'),
    ('Has the abuser ever threatened to kill you or someone else and you believed them?', 'ttk'),
    ('Has the abuser ever attempted to strangle, choke, suffocate or drown you?', 'strang'),
    ('Does the abuser do or say things of a sexual nature that make you feel bad or physically hurt you?', None),
    ('Is there any other person who has threatened you or who you are afraid of?', 'other'),
    ('Do you know if the abuser has hurt anyone else?', 'prev'),
    ('Has the abuser ever mistreated an animal or the family pet?', 'pet'),
    ('Are there any financial issues?', 'money'),
    ('Has the abuser had problems in the past year with drugs, alcohol or mental health?', None),
    ('Has the abuser ever threatened or attempted suicide?', None),
    ('Has the abuser ever broken bail, an injunction or a formal agreement?', 'bail'),
    ('Do you know if the abuser has ever been in trouble with the police or has a criminal history?', 'crim'),
]
COMMENTS = {
    'inj': ['{inj}', 'yes - {inj}'], 'afraid': ['"that {pp_he}\'ll kill me"', 'further violence towards the kids'],
    'iso': ['not allowed to see {f1_role} [FAMILY:f1_first]', 'moved to [CITY:a1_town] away from family in [DATE:sep_y]'],
    'sep': ['separated [DATE:sep_my]', 'tried to leave [DATE:sep]; returned after 2 wks'],
    'kids': ['contact hearing listed [DATE:court]', '[FAMILY:pp_first] refusing to return [FAMILY:{kid}_first] after contact'],
    'stalk': ['parks outside in [VEHICLE:plate]', 'texts from [PHONE:pp_mob] 40+ times a day', 'turns up at [ORGANIZATION:pt_emp]'],
    'preg': ['22/40, booked at [HOSPITAL:hosp]', 'baby [FAMILY:{kid}_first] born [DATE:{kid}_dob]'],
    'ctrl': ['has {pos} bank card and passwords', 'checks phone, decides what {she} wears'],
    'wpn': ['kitchen knife [DATE:prev1]', 'holds shotgun certificate [LICENSE:fac]', 'hammer'],
    'ttk': ['"you won\'t see [DATE:xmas]"', 'threatened to kill {pos} {f1_role} [FAMILY:f1_full]'],
    'strang': ['on [DATE:inc] and [DATE:prev1]', 'x3 in last 6 months, last [DATE:inc]'],
    'other': ['his brother [FAMILY:f2_first]', "{rel}'s mother"], 'prev': ['ex-partner - police involved [DATE:prev2_y]', 'assaulted his brother [FAMILY:f2_first]'],
    'pet': ['kicked the dog (Biscuit)', 'threatened to drown the cat'],
    'money': ['joint account ending [ACCOUNT:acct] - he controls it', 'rent arrears {cur}2,300'],
    'bail': ['breached bail [DATE:prev1]', 'breached {order} twice'],
    'crim': ['crime ref [IDNUM:crime]', 'PNC markers: violence, weapons', 'previous DA conviction [DATE:prev2_y]'],
}


def dash_checklist(n, c):
    R = n.R
    tool = c.v['tool']
    title = {'DASH': ['DASH RISK IDENTIFICATION CHECKLIST (RIC)', 'Domestic Abuse, Stalking and Harassment (DASH) Checklist',
                      'DASH RIC - hospital version'],
             'Danger Assessment': ['DANGER ASSESSMENT - Hospital DV Program', 'Lethality / Danger Assessment Screen'],
             'DVSAT': ['DOMESTIC VIOLENCE SAFETY ASSESSMENT TOOL (DVSAT)', 'DVSAT - Part A & B'],
             'FV risk screen': ['FAMILY VIOLENCE RISK SCREEN (hospital)', 'FV Screening and Risk Assessment']}[tool]
    n.t(R.choice(title) + '\n')
    sep = R.choice([': ', ' : ', ' - '])
    n.f('Victim' + sep + '[PATIENT:pt_full]    DOB' + sep + '[DATE:pt_dob]\n')
    if R.random() < 0.6:
        n.f('{mrn_lbl}' + sep + '[MRN:mrn]    ' + R.choice(['[ACCOUNT:enc]', '']) + '\n')
    n.f('Abuser' + sep + '[FAMILY:pp_full] ({rel})' + R.choice(['', ', DOB [DATE:pp_dob]', ', aged [AGE:pp_age]']) + '\n')
    n.f('Completed by' + sep + ('[DOCTOR:%s_full]' % R.choice(['idva', 'idva', 'nurse', 'sg'])) + '    Agency' + sep + '[HOSPITAL:hosp]\n')
    n.f('Date completed' + sep + '[DATE:now]' + R.choice(['', '   Time' + sep + tm(R)]) + '\n')
    n.t(R.choice(['Victim seen alone: Yes', 'Seen alone: Y', 'Safe to complete: yes']) + '\n\n')
    ystyle = R.choice([('Yes', 'No', "Don't know"), ('Y', 'N', 'DK'), ('YES', 'NO', 'DK'), ('[x] Y', '[x] N', '[x] DK')])
    qs = QS if tool == 'DASH' else R.sample(QS, R.randint(16, 22))
    yes = 0
    kid = c.kids[0] if c.kids else None
    for i, (q, k) in enumerate(qs):
        a = R.random()
        ans = ystyle[0] if a < 0.62 else ystyle[1] if a < 0.92 else ystyle[2]
        if (k == 'preg' and not frag.ok(c, 'fy')) or (k == 'kids' and not kid):
            ans = ystyle[1]
        yes += ans == ystyle[0]
        if R.random() < 0.5:
            n.t('%d. %s %s%s' % (i + 1, q, '' if q.endswith('?') else '-', ' ' + ans))
        else:
            n.t('%d) %s\n   -> %s' % (i + 1, q, ans))
        if k and ans == ystyle[0] and R.random() < 0.75:
            opts = [o for o in COMMENTS.get(k, []) if kid or '{kid}' not in o] if k in COMMENTS else []
            if k == 'kids' and not kid:
                opts = []
            if opts:
                com = R.choice(opts)
                if kid:
                    com = com.replace('{kid}', kid)
                com = com.replace('{inj}', R.choice(frag.INJ))
                n.t('  [comment: ')
                n.f(com)
                n.t(']')
        n.t('\n')
    n.t('\nTotal "yes" responses' + sep + '%d\n' % yes)
    hi = yes >= 14
    n.t('Risk level' + sep + ('HIGH' if hi else R.choice(['MEDIUM', 'STANDARD', 'MEDIUM - professional judgement'])) + '\n')
    if hi or R.random() < 0.3:
        n.f('Referred to {hrm}' + sep + 'Yes, [DATE:ref]' + R.choice(['', ' (ref [IDNUM:marac_ref])']) + '\n')
    n.f('Shared with' + sep + R.choice(['{police} ({pol_rank} [DOCTOR:pol_last])', '{gpw}, ASC', '[ORGANIZATION:charity]',
                                        'children\'s social care ([DOCTOR:cw_full])']) + '\n')
    if R.random() < 0.5:
        n.f('Practitioner comments' + sep)
        frag.disclosure(n, c, 1)
        n.t('\n')
    n.f('Signature' + sep + '[DOCTOR:idva_fl]' + R.choice(['', '   Contact [PHONE:idva_mob]', '   [EMAIL:idva_email]']) + '\n')
