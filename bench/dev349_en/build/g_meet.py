"""Genres: strategy meeting minutes, multi-agency email thread."""
import datetime
import frag
from core import tm_day

MEET_TITLE = {
    'ENG': ['SAFEGUARDING ADULTS STRATEGY MEETING - MINUTES', 'Section 42 Strategy Discussion - Record',
            'Strategy Meeting (Adult Safeguarding) Minutes'],
    'SCO': ['ASP CASE CONFERENCE - MINUTES', 'Inter-agency Referral Discussion (IRD) - Adult - Record'],
    'WLS': ['Adult Safeguarding Strategy Meeting (s126) - Minutes'],
    'NIR': ['Adult Protection Strategy Meeting - Minutes'],
    'IE': ['SAFEGUARDING & PROTECTION TEAM - CASE CONFERENCE MINUTES', 'Multi-disciplinary Safeguarding Meeting - Minutes'],
    'US': ['MULTIDISCIPLINARY TEAM (MDT) CASE CONFERENCE - DV / APS', 'Elder Abuse MDT - Meeting Notes'],
    'CA': ['Adult Protection Case Conference - Minutes', 'High Risk Case Conference Notes'],
    'AU': ['CASE CONFERENCE - DFV / Adult Safeguarding', 'Multi-agency Case Planning Meeting - Minutes'],
    'NZ': ['Family Harm Case Conference - Minutes', 'Interagency Safeguarding Meeting - Notes'],
}


def strategy_minutes(n, c):
    R = n.R
    key = c.sub if c.cc == 'GB' else c.cc
    n.t(R.choice(MEET_TITLE[key]) + '\n')
    n.t(R.choice(['CONFIDENTIAL - do not share with the adult\'s family without agreement of the chair\n',
                  'OFFICIAL-SENSITIVE\n', 'Strictly confidential\n', '']))
    n.f('\nAdult: [PATIENT:pt_full] (DOB [DATE:pt_dob])' + R.choice([', {mrn_lbl} [MRN:mrn]', '', ', {natid}']) + '\n')
    if R.random() < 0.5:
        n.f('Home address: {a1}\n')
    h = R.randint(8, 16)
    n.f('Date of meeting: [DATE:strat]   Time: %02d:%s-%02d:%s\n' % (h, R.choice(['00', '15', '30']), h + R.randint(1, 2),
                                                                      R.choice(['00', '15', '30', '45'])))
    n.f('Venue: ' + R.choice(['MS Teams', 'Seminar Room [LOCATION_OTHER:room], Education Centre, [HOSPITAL:hosp]',
                             'Safeguarding Office, [HOSPITAL:hosp]', 'telephone conference', 'Meeting room [LOCATION_OTHER:room], {a4}'
                             .replace('{a4}', '[STREET:at_street]')]) + '\n')
    n.f('Chair: [DOCTOR:chair_full] (%s)\nMinutes: [DOCTOR:mins_full]\n' % R.choice(
        ['Safeguarding Adults Manager', 'Head of Safeguarding', 'Team Manager, Adult Social Care', 'APS Supervisor']))
    n.t('\nPresent:\n')
    rows = [('sg', 'Named Nurse Safeguarding Adults', '[HOSPITAL:hosp]'),
            ('idva', c.v['adv_long'], R.choice(['[HOSPITAL:hosp]', '[ORGANIZATION:charity]'])),
            ('pol', 'Public Protection / DA unit', '{police}'),
            ('sw', 'Social Worker', R.choice(['Adult Social Care', 'ASC Hospital Team', 'APS', 'Adult Protection'])),
            ('wn', 'Ward Manager, ' + R.choice(['AMU', 'ED', 'Orthopaedics', 'Elderly Care']), '[HOSPITAL:hosp]'),
            ('hso', 'Housing Options Officer', '[ORGANIZATION:housing]'),
            ('adv2', 'Community outreach worker', '[ORGANIZATION:charity]'),
            ('cons', 'Consultant Geriatrician' if c.scen == 'elder' else 'ED Consultant', '[HOSPITAL:hosp]')]
    rows = rows[:4] + R.sample(rows[4:], R.randint(1, 3))
    tab = R.random() < 0.5
    if tab:
        n.t('| Name | Role | Agency |\n|---|---|---|\n')
    for pid, role, ag in rows:
        nm = '{pol_rank} [DOCTOR:pol_full]' if pid == 'pol' else ('{dr} [DOCTOR:cons_full]' if pid == 'cons' else '[DOCTOR:%s_full]' % pid)
        if tab:
            n.f('| %s | %s | %s |\n' % (nm, role, ag))
        else:
            n.f('- %s, %s (%s)\n' % (nm, role, ag))
    n.f('Apologies: ' + R.choice(['{dr} [DOCTOR:gp_full] ({gpw}, [HOSPITAL:gp_prac])', '[DOCTOR:hv_full] (health visitor)',
                                  'none', '[DOCTOR:probo_full] (Probation)']) + '\n')
    sec = 1
    n.t('\n%d. Introductions, purpose and confidentiality\n' % sec)
    n.t(R.choice(['Chair outlined purpose: to share information and agree whether the concern meets the threshold for enquiry.',
                  'All agreed to share information proportionately; the adult is aware this meeting is taking place.',
                  'Meeting convened following safeguarding concern raised by ED.']) + '\n')
    sec += 1
    n.f('\n%d. Background (presented by [DOCTOR:sg_first])\n' % sec)
    n.f(R.choice(['[PATIENT:pt_first] is a [AGE:pt_age]-year-old {woman} ', '[PATIENT:pt_first] is a [AGE:pt_age] y/o {woman} ',
                  '[PATIENT:pt_first], aged [AGE:pt_agew], ', '[PATIENT:pt_first] ([AGE:pt_age]yo) ']) + \
        '' + R.choice(['admitted on [DATE:adm]', 'who attended {ED} on [DATE:inc]',
                                                                                   'currently an inpatient on {ward}']) + '. ')
    frag.disclosure(n, c, R.randint(2, 3))
    n.t('\n')
    sec += 1
    n.t('\n%d. Agency updates\n' % sec)
    n.f('Police: ' + R.choice(['[FAMILY:pp_first] arrested [DATE:inc_s], released on bail to [DATE:bail] with conditions not to contact [PATIENT:pt_first] or attend [STREET:a1_street].',
                               'crime ref [IDNUM:crime]; awaiting {cps} decision. Suspect vehicle [VEHICLE:plate] flagged on ANPR.',
                               'no trace of previous calls to the address. {pol_rank} [DOCTOR:pol_last] will complete a welfare check.',
                               'three previous call-outs to {a1} ([DATE:prev2_my], [DATE:prev1_my], [DATE:inc_s]).']) + '\n')
    n.f('Health: ' + R.choice(['injuries consistent with account; medically fit for discharge from [DATE:dc].',
                               'Mental capacity assessed ([DATE:now_s]) - has capacity re where to live.',
                               'Recommend follow-up in fracture clinic [DATE:fu]. {gpw} [DOCTOR:gp_last] aware.',
                               'Pressure damage grade 3 sacrum, weight loss; dietetic review completed.']) + '\n')
    n.f('{adv}: ' + R.choice(['[PATIENT:pt_first] engaging well; %s. Wants to return to [CITY:a2_town] to be near {f1_role}.' % frag.tool_score(c, R),
                               'Client has been offered refuge at [ORGANIZATION:refuge] but declined.',
                               'Safety plan in place; TecSOS handset ([DEVICE:alarm_sn]) issued.']) + '\n')
    n.f('Social care: ' + R.choice(['{care_assess} to be completed prior to discharge.',
                                    'Previous concern raised [DATE:prev2] by [ORGANIZATION:care_ag], closed NFA.',
                                    'Allocated to [DOCTOR:sw_full]; home visit planned.']) + '\n')
    if R.random() < 0.5:
        n.f('Housing: ' + R.choice(['management transfer requested with [ORGANIZATION:housing].',
                                    'emergency accommodation available in [CITY:a2_town] from [DATE:dc_s].']) + '\n')
    sec += 1
    n.t('\n%d. Views and wishes of the adult\n' % sec)
    n.f(R.choice(['[PATIENT:pt_first] wants [FAMILY:pp_first] to leave the property but does not want {pp_obj} prosecuted.',
                  '{She} wishes to return home with a care package and to keep contact with {pos} {rel}.',
                  '{She} has asked that {pos} {f1_role} [FAMILY:f1_full] be involved in planning.',
                  '{She} wants to move to [CITY:a2_town] and change {pos} {gpw}.']) + '\n')
    sec += 1
    n.t('\n%d. Risk analysis and decision\n' % sec)
    n.t(R.choice(['Risk assessed as HIGH. ', 'Risk: significant, ongoing. ', 'Risk reduced but not removed. ']))
    n.f(R.choice(['Criteria for {asp} met - enquiry to proceed, lead [DOCTOR:sw_full].',
                  'Criteria met; case to be heard at {hrm} on [DATE:marac].',
                  'Does not meet threshold for statutory enquiry; single-agency actions agreed.']) + '\n')
    frag.hardneg(n, c, 1)
    n.t('\n')
    sec += 1
    n.t('\n%d. Actions\n' % sec)
    acts = [('Complete {hrm} referral', 'idva'), ('Update EPR alert and inform {ED} security', 'sg'),
            ('Welfare check / bail update to adult', 'pol'), ('{care_assess}', 'sw'),
            ('Letter to {gpw} re outcome', 'sg'), ('Housing transfer application', 'hso'),
            ('Capacity assessment re finances', 'cons'), ('Refer to [ORGANIZATION:lawfirm] for {order}', 'idva')]
    tab = R.random() < 0.6
    if tab:
        n.t('| # | Action | Lead | By |\n')
    base = c.d['strat']
    for i, (a, pid) in enumerate(R.sample(acts, R.randint(3, 5))):
        who = '[DOCTOR:%s_full]' % pid if pid != 'pol' else '{pol_rank} [DOCTOR:pol_last]'
        if R.random() < 0.3 and pid != 'pol':
            who = '[DOCTOR:%s_ini]' % pid
        d = base + datetime.timedelta(days=R.randint(1, 21))
        if tab:
            n.f('| %d | %s | %s | ' % (i + 1, a, who))
            n.date(d)
            n.t(' |\n')
        else:
            n.f('%d) %s - %s - by ' % (i + 1, a, who))
            n.date(d, R.choice(['', 's']))
            n.t('\n')
    n.f('\nNext meeting / review: [DATE:rev]' + R.choice(['', ' 14:00, MS Teams', ' (or sooner if risk escalates)']) + '\n')
    n.f('Minutes approved by chair [DOCTOR:chair_fl] on [DATE:strat]\n' if R.random() < 0.6 else 'Distribution: attendees only\n')


def _addr_hdr(n, c, pid, role_txt=None):
    R = n.R
    if pid == 'pol':
        n.f('{pol_rank} [DOCTOR:pol_full] <[EMAIL:pol_email]>')
    else:
        n.f('[DOCTOR:%s_full] <[EMAIL:%s_email]>' % (pid, pid))


def multiagency_email(n, c):
    R = n.R
    people = ['idva', 'sw', 'pol', 'sg', 'gp', 'hso', 'adv2', 'cw']
    if not c.kids:
        people.remove('cw')
    cast = ['idva'] + R.sample(people[1:], R.randint(2, 3))
    k = R.randint(2, 4)
    subj = R.choice(['[SECURE] {pt_ref} - {hrm} [DATE:marac_s] update', 'RE: Safeguarding concern - {pt_ref}',
                     'Encrypted: {pt_ref} discharge planning', 'FW: bail conditions - {pt_ref}',
                     'Urgent - {pt_ref} - risk escalation', '[OFFICIAL-SENSITIVE] Information sharing request re {pt_ref}'])
    ref_form = R.choice(['[PATIENT:pt_ini]', '[PATIENT:pt_inid]', '[PATIENT:pt_full]', 'client [PATIENT:pt_ini]',
                         '[PATIENT:pt_first] [PATIENT:pt_ini]'.split()[1], '{mrn_lbl} [MRN:mrn]'])
    subj = subj.replace('{pt_ref}', ref_form)
    style = R.randint(0, 1)
    d = c.d['now']
    senders = [cast[(k - 1 - i) % len(cast)] for i in range(k)]
    for i in range(k):
        s = senders[i]
        to = [p for p in cast if p != s]
        dd = d + datetime.timedelta(days=(k - 1 - i) // 2)
        if i:
            n.t('\n' + R.choice(['-----Original Message-----', '________________________________', '> ', '---']) + '\n')
        if style == 0 or i == 0:
            n.t('From: ')
            _addr_hdr(n, c, s)
            n.t('\nSent: ')
            n.date(dd, R.choice(['w', 'l', '']))
            n.t(' ' + tm_day(R) + '\nTo: ')
            for j, p in enumerate(to[:2]):
                if j:
                    n.t('; ')
                _addr_hdr(n, c, p)
            n.t('\n')
            if R.random() < 0.5:
                n.f('Cc: [EMAIL:team_email]\n')
            n.f('Subject: ' + ('RE: ' if i < k - 1 else '') + subj + '\n')
            if i == 0 and R.random() < 0.25:
                n.f('X-Originating-IP: [IPADDR:ip1]\n')
        else:
            n.t('On ')
            n.date(dd, 'w')
            n.t(' at ' + tm_day(R) + ', ')
            _addr_hdr(n, c, s)
            n.t(' wrote:\n')
        n.t('\n')
        _body(n, c, s, to[0], i == k - 1)
        _esig(n, c, s)


BODIES = {
    'idva': ['I saw [PATIENT:pt_first] again today on {ward}. {She} has agreed to the {hrm} referral and to me sharing the risk assessment ({score}).',
             'Quick update: [FAMILY:pp_first] was seen in the hospital car park last night in [VEHICLE:plate]. Security have the photo. Can we check bail?',
             '[PATIENT:pt_first] is due for discharge [DATE:dc]. {She} cannot go back to {a1}; {f1_role} [FAMILY:f1_first] has offered a room at {a2}.',
             'Client has a new safe number: [PHONE:safe_tel]. Please do not use the old one.'],
    'sw': ['Thanks for this. I have opened a {asp} and will visit [PATIENT:pt_first] on [DATE:fu_w].',
           'Can you confirm whether [PATIENT:pt_first] has capacity regarding finances? {rel} [FAMILY:pp_first] holds the bank card.',
           'We had a previous referral from [ORGANIZATION:care_ag] in [DATE:prev2_my]; closed at the time as the adult declined.'],
    'pol': ['Suspect [FAMILY:pp_full] (DOB [DATE:pp_dob]) was charged last night and remanded; next appearance [DATE:court]. Crime ref [IDNUM:crime].',
            'Bail conditions: not to contact [PATIENT:pt_full] directly or indirectly; not to enter [CITY:a1_town]; reside at {ap}.',
            'We have no record of a firearms licence. DVDS disclosure completed [DATE:now].',
            'Officers attended {a1} at 22:40; no reply. Please call the DA unit on [PHONE:pol_tel] if {she} makes contact.'],
    'sg': ['Alert placed on the EPR ({mrn_lbl} [MRN:mrn]). Switchboard will not confirm {she} is an inpatient.',
           'Datix [IDNUM:datix] raised re the visitor incident on {ward}.', 'I have informed the {gpw} at [HOSPITAL:gp_prac].'],
    'gp': ['{She} is registered with us. Last seen [DATE:prev1] with "headaches"; nothing disclosed. We will code this and add a flag.',
           'Happy to see her for follow-up. Our practice fax is [FAX:gp_fax].'],
    'hso': ['I can offer temporary accommodation from [DATE:dc]; the address will be given on the day for safety.',
            'Management transfer approved in principle. Rent account [ACCOUNT:acct] has arrears that we will freeze.'],
    'adv2': ['Our community team ([ORGANIZATION:charity]) can pick this up after discharge; outreach worker will be [DOCTOR:adv2_first].',
             'We have a refuge space at [ORGANIZATION:refuge] from [DATE:dc_s].'],
    'cw': ['Children\'s social care have completed a strategy discussion. [FAMILY:{kid}_first] is safe with {f1_role}.',
           'School ([ORGANIZATION:school]) informed of contact restrictions.'],
}


def _body(n, c, s, to, first):
    R = n.R
    n.t(R.choice(['Hi ', 'Dear ', 'Hello ', '']))
    if to == 'pol':
        n.f('{pol_rank} [DOCTOR:pol_last],\n\n')
    else:
        n.f('[DOCTOR:%s_first],\n\n' % to)
    lst = BODIES[s]
    kid = c.kids[0] if c.kids else 'ch1'
    for t in R.sample(lst, min(len(lst), R.randint(1, 2))):
        n.f(t.replace('{score}', frag.tool_score(c, R)).replace('{kid}', kid))
        n.t(' ')
    n.t('\n')
    if first and R.random() < 0.5:
        frag.disclosure(n, c, 1)
        n.t('\n')
    n.t(R.choice(['\nThanks', '\nKind regards', '\nMany thanks', '\nBest', '\nRegards']) + ',\n')


def _esig(n, c, s):
    R = n.R
    role = {'idva': c.v['adv_long'], 'sw': 'Social Worker', 'pol': 'Domestic Abuse Investigation Unit',
            'sg': 'Named Nurse Safeguarding Adults', 'gp': 'General Practitioner', 'hso': 'Housing Options',
            'adv2': 'Outreach Team Leader', 'cw': "Children's Social Worker"}[s]
    if s == 'pol':
        n.f('{pol_rank} [DOCTOR:pol_full] [IDNUM:pol_coll]\n' + role + '\nTel [PHONE:pol_tel]\n')
    elif s == 'gp':
        n.f('{dr} [DOCTOR:gp_full]\n[HOSPITAL:gp_prac]\nT: [PHONE:gp_tel]  F: [FAX:gp_fax]\n')
        if R.random() < 0.5:
            n.f('{gp_liclbl} [LICENSE:gp_lic]\n')
    else:
        n.f('[DOCTOR:%s_full]\n%s\n' % (s, role))
        if s == 'idva' and R.random() < 0.5:
            n.t('Working days Mon-Thu\n')
        n.f(R.choice(['Tel: [PHONE:%s_tel]\n', 'Mob: [PHONE:%s_mob]\n', 'T [PHONE:%s_tel] | M [PHONE:%s_mob]\n'])
            .replace('%s', s))
        if R.random() < 0.3:
            n.f('Fax: [FAX:team_fax]\n')
        if R.random() < 0.35:
            n.f(R.choice(['{at}\n', '{at_full}\n']))
    if R.random() < 0.35:
        n.f(R.choice(['This e-mail is confidential. If received in error please notify the sender. Visit [URL:url_svc]\n',
                      'Help is available 24/7: see [URL:url_svc]\n',
                      'Please consider the environment before printing this e-mail.\n']))
