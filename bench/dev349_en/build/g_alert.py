"""Genres: ED flag / alert record, police liaison log, record-access audit (own genre)."""
import datetime
import frag
from core import tm, strf


def _ts(n, d, R, fmt=None):
    fmt = fmt or R.choice(['%Y-%m-%d', '%d/%m/%Y' if n.c.datefam != 'MDY' else '%m/%d/%Y', '%d-%b-%Y'])
    n.p(strf(d, fmt), 'DATE')
    n.t(' %02d:%02d:%02d' % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)))


def ed_alert(n, c):
    R = n.R
    v = R.randint(0, 2) if c.people['pt'].age < 66 else R.randint(0, 1)
    n.t(R.choice(['*** CLINICAL ALERT ***', 'PATIENT ALERT - SAFEGUARDING', '!! ALERT: DOMESTIC ABUSE / MARAC !!',
                  'EPR FLAG RECORD', 'Chart Alert - CONFIDENTIAL PATIENT']) + '\n')
    n.f('Alert ID: [IDNUM:alert_id]   Category: %s\n' % R.choice(
        ['Safeguarding - Adult', 'DA - {hrm} open', 'Risk to staff / others', 'Confidential - do not disclose location',
         'Vulnerable adult']))
    n.f('Patient: [PATIENT:pt_LFU]   {mrn_lbl}: [MRN:mrn]   DOB: [DATE:pt_dob] ([AGE:pt_age]y)   Sex: {F}\n')
    if R.random() < 0.5:
        n.f('{natid}\n')
    frag.ssn(n, c, ': ', 0.4)
    if c.cc == 'US' and R.random() < 0.6:
        n.f('Registered under confidential alias: [PATIENT:alias] (trauma alias protocol)\n',
            alias=R.choice(['Trauma Zulu', 'Delta Unknown', 'Ava Quill', 'Jane Tango']) + ' ' + str(R.randint(1, 99)))
    if R.random() < 0.5:
        n.f('Encounter: [ACCOUNT:enc]   Location: {ED} ' + R.choice(['cubicle [LOCATION_OTHER:cub]', 'Resus [LOCATION_OTHER:resus]',
                                                                   'bay [LOCATION_OTHER:bay]']) + '\n')
    n.f('Status: ACTIVE   Start: [DATE:now]   Review: [DATE:rev]\n')
    n.f('Created by: [USERNAME:sg_user] ([DOCTOR:sg_full], %s) %s\n' % (
        R.choice(['Safeguarding Adults', 'Named Nurse', 'SG team', 'Hospital IDVA']), tm(R)))
    n.t('\nAlert text:\n')
    if v == 0:
        n.f('{hrm} case (heard [DATE:marac]). DO NOT disclose presence or location to any caller or visitor. ')
        n.f('{Rel} [FAMILY:pp_full] (DOB [DATE:pp_dob]) is subject to a {order} until [DATE:exp]. ')
        n.f('If [FAMILY:pp_first] attends: do not allow access; call security ext [PHONE:sec_ext] and police {emerg}. ')
        if R.random() < 0.6:
            n.f('Known vehicle: %s [VEHICLE:plate]. ' % R.choice(['black BMW 3 series', 'white Ford Ranger', 'blue Vauxhall Corsa',
                                                                   'silver Toyota Corolla', 'green Skoda Octavia']))
    elif v == 1:
        n.f('Adult at risk. {She} has disclosed abuse by {pos} {rel}. Ask routine enquiry when seen alone. ')
        n.f('Safe contact: [PHONE:safe_tel] only (NOT [PHONE:pt_mob]). ')
        n.f('Letters to c/o [HOSPITAL:gp_prac], not home address. ')
    else:
        n.f('Patient is an employee of this hospital ([PROFESSION:job], [HOSPITAL:hosp]). Record restricted - break-glass access only. ',
            job=R.choice(['healthcare assistant', 'porter', 'staff nurse', 'ward clerk', 'radiographer', 'domestic assistant',
                          'pharmacy technician', 'phlebotomist', 'catering assistant', 'physiotherapist']))
        n.f('{Rel} [FAMILY:pp_first] [FAMILY:pp_last_x] may try to obtain information by phone. '.replace(
            ' [FAMILY:pp_last_x]', ''))
    n.f('Contact {adv} [DOCTOR:idva_full] on [PHONE:idva_mob] (Mon-Fri) or on-call safeguarding via switchboard [PHONE:switch].\n')
    if R.random() < 0.4:
        frag.hardneg(n, c, 1)
        n.t('\n')
    if R.random() < 0.4:
        n.f('Link: [URL:url_epr]\n')
    n.t('\nAudit trail:\n')
    d = c.d['now']
    rows = R.randint(3, 6)
    dd = d
    fmt = R.choice(['%Y-%m-%d', '%d/%m/%Y' if c.datefam != 'MDY' else '%m/%d/%Y', '%d-%b-%Y'])
    for i in range(rows):
        if i:
            dd = dd + datetime.timedelta(days=R.choice([0, 0, 1, 2, 4]))
        _ts(n, dd, R, fmt)
        pid = R.choice(['sg', 'nurse', 'edr', 'clerk', 'idva', 'wn'])
        act = R.choice(['VIEWED', 'VIEWED', 'ACKNOWLEDGED', 'UPDATED text', 'REVIEW DATE CHANGED', 'PRINTED'])
        if i == 0:
            pid, act = 'sg', 'CREATED'
        n.f('  %s  [USERNAME:%s_user]' % (act.ljust(18), pid))
        if R.random() < 0.5:
            n.f(' ([DOCTOR:%s_LF])' % pid)
        if R.random() < 0.5:
            n.f('  ws [IPADDR:ip%d]' % R.randint(1, 3))
        n.t('\n')


def police_log(n, c):
    R = n.R
    n.f(R.choice(['POLICE LIAISON LOG - {ED}, [HOSPITAL:hosp]', 'Hospital Police Liaison - Incident Log',
                  'Security / Police Liaison Record', 'POLICE CONTACT LOG (safeguarding)']) + '\n')
    n.f('Patient: [PATIENT:pt_full]   {mrn_lbl} [MRN:mrn]   Age [AGE:pt_age]\n')
    n.f('Incident: ' + R.choice(['DA assault', 'assault (DA aggravated)', 'non-fatal strangulation' +
                                 (' (s75A Serious Crime Act 2015)' if c.sub in ('ENG', 'WLS') else ''), 'offence under the {law}',
                                 'criminal damage / threats', 'breach of {order}', 'theft by carer', 'sexual assault']) +
        '    Crime ref: [IDNUM:crime]\n')
    n.f('Liaison officer: [DOCTOR:pla_full]' + R.choice([' (Police Liaison, hospital-based)', ', security supervisor', '']) + '\n\n')
    d = c.d['inc']
    h = R.randint(18, 23)
    entries = [
        'Pt brought in by ambulance (incident no. [IDNUM:booking]) from {a1}.',
        'Call to police on {emerg} by CN [DOCTOR:nurse_last]. CAD [IDNUM:cad].',
        '{pol_rank} [IDNUM:pol_coll] [DOCTOR:pol_last] and {pol2_rank} [DOCTOR:pol2_last] attended. First account taken in cubicle [LOCATION_OTHER:cub].',
        'Suspect [FAMILY:pp_full] (DOB [DATE:pp_dob]) located at {ap} and arrested on suspicion of assault.',
        'Injury photos taken by police photographer, exhibit [IDNUM:exhibit]. BWV running.',
        'Custody: fingerprints taken, ref [BIOID:fp]; DNA profile ref [BIOID:dna].',
        'Suspect vehicle [VEHICLE:plate] seized (VIN [VEHICLE:vin]).',
        'Suspect mobile seized, IMEI [DEVICE:imei].',
        "Victim's phone handed to police for download, IMEI [DEVICE:imei2]; loan handset given.",
        '{pt_t} [PATIENT:pt_last] declined to make a statement at this time; officers to revisit [DATE:fu_s].',
        'Statement taken from [PATIENT:pt_first]; {pol_rank} [DOCTOR:pol_last] to request medical statement from {dr} [DOCTOR:edr_last].',
        'Suspect released on bail to [DATE:bail]: not to contact [PATIENT:pt_first], not to enter [STREET:a1_street], [CITY:a1_town].',
        '[FAMILY:pp_first] phoned {ED} reception from [PHONE:pp_mob] asking for pt. Not confirmed. Police informed.',
        'Person matching description seen at main entrance by [LOCATION_OTHER:landmark]; security ext [PHONE:sec_ext] attended.',
        'Firearms licensing informed: suspect holds [LICENSE:fac]; weapons seized under s.3 (hard copy on file).',
        'DVPN served on suspect; DVPO hearing [DATE:court].' if c.sub in ('ENG', 'WLS') else 'Police safety order issued; court date [DATE:court].',
        'Referred to {hrm} by police (ref [IDNUM:marac_ref]).',
        'Update from OIC {pol2_rank} [DOCTOR:pol2_full] ([EMAIL:pol2_email]): charged, remanded to court [DATE:court].',
    ]
    picks = [0, 1, 2] + sorted(R.sample(range(3, len(entries)), R.randint(5, 9)))
    cur = datetime.datetime(d.year, d.month, d.day, h, R.randint(0, 59))
    lastday = None
    for i in picks:
        cur += datetime.timedelta(minutes=R.randint(12, 240))
        if cur.date() != lastday or R.random() < 0.2:
            n.date(cur.date(), R.choice(['', 's']))
            lastday = cur.date()
            n.t(' %02d:%02d  ' % (cur.hour, cur.minute))
        else:
            n.t('      %02d:%02d  ' % (cur.hour, cur.minute))
        n.f(entries[i])
        n.t('\n')
    if R.random() < 0.5:
        n.t('\n')
        frag.hardneg(n, c, 1)
        n.t('\n')
    n.f('\nEntries by [DOCTOR:pla_ini]. Copy to safeguarding team [EMAIL:team_email].\n')


ROLE = {'nurse': 'Staff Nurse', 'edr': 'ED Registrar', 'clerk': 'Ward Clerk', 'wn': 'Ward Manager', 'sg': 'Safeguarding',
        'idva': 'Advocate', 'cons': 'Consultant'}


def access_audit(n, c):
    R = n.R
    n.t(R.choice(['INFORMATION GOVERNANCE - SENSITIVE RECORD ACCESS REVIEW', 'Privacy Audit: EPR access report',
                  'Confidential patient - access audit (safeguarding request)']) + '\n')
    n.f('IG ref: [IDNUM:datix]   Requested by: [DOCTOR:sg_full] (Safeguarding) on [DATE:now]\n')
    n.f('Reviewed by: [DOCTOR:it_full], Privacy Officer ([USERNAME:it_user])\n\n')
    n.f('Patient: [PATIENT:pt_full]   {mrn_lbl} [MRN:mrn]   DOB [DATE:pt_dob]\n')
    x = R.random()
    n.t('Reason for audit: ')
    insider = R.choice(['f2', 'wn', 'clerk'])
    if x < 0.5:
        n.f('patient is a {hrm}-open DA victim. {Rel} [FAMILY:pp_full] knew details of {pos} admission to {ward}; '
            'concern that a staff member connected to [FAMILY:pp_first] has accessed the record.\n')
    else:
        n.f('patient reported that {pos} {rel} quoted clinic letters to {obj}. {Rel} [FAMILY:pp_full] '
            'has a relative employed in the hospital.\n')
    n.f('Period: [DATE:prev1] to [DATE:now]   System: EPR + patient portal\n\n')
    n.t('Timestamp            | User        | Name                 | Role               | Source IP      | Action\n')
    n.t('-' * 100 + '\n')
    d = c.d['prev1']
    users = ['nurse', 'edr', 'clerk', 'wn', 'sg', 'idva', 'cons']
    span = max(1, (c.d['now'] - d).days)
    rows = []
    for i in range(R.randint(6, 11)):
        rows.append(d + datetime.timedelta(days=R.randint(0, span)))
    rows.sort()
    bad = R.randint(2, len(rows) - 1)
    for i, dd in enumerate(rows):
        pid = insider if i == bad and insider != 'f2' else R.choice(users)
        _ts(n, dd, R, '%Y-%m-%d')
        n.t(' | ')
        n.f('[USERNAME:%s_user] | [DOCTOR:%s_LF] | ' % (pid, pid))
        n.t(ROLE[pid] + ' | ')
        n.f('[IPADDR:ip%d] | ' % R.randint(1, 4))
        n.t(R.choice(['VIEW demographics', 'VIEW notes', 'VIEW letters', 'PRINT discharge summary', 'VIEW alerts',
                      'BREAK-GLASS', 'VIEW results']) + '\n')
    n.t('\nPatient portal logins:\n')
    for i in range(R.randint(1, 3)):
        dd = d + datetime.timedelta(days=R.randint(0, span))
        _ts(n, dd, R, '%Y-%m-%d')
        n.f(' user [USERNAME:pt_user] from [IPADDR:ip%d] - %s\n' % (R.randint(1, 4), R.choice(
            ['login OK', 'password reset', 'login OK (new device)', 'failed x3'])))
    n.t('\nFindings:\n')
    n.f('- %d accesses reviewed; all but one related to direct care.\n' % len(rows))
    if insider == 'f2':
        n.f('- One access by [USERNAME:wn_user] ([DOCTOR:wn_full]) with no care relationship. [DOCTOR:wn_first] is related by marriage to [FAMILY:pp_first]. Access used a shared workstation logged in by fingerprint (biometric template [BIOID:fp]).\n')
    else:
        n.f('- Access on row %d by [DOCTOR:%s_full] without clinical reason; staff member is a friend of [FAMILY:pp_first]. ' % (bad + 1, insider))
        n.f('Login authenticated by palm-vein reader (template [BIOID:palm]).\n')
    n.f('- Portal account ([USERNAME:pt_user]) accessed from an address not used by the patient; {she} believes [FAMILY:pp_first] knows the password.\n')
    if R.random() < 0.4:
        n.f('- Patient identity at registration confirmed by biometric (facial image ref [BIOID:face]).\n')
    n.t('\nActions:\n')
    n.f('- Access suspended pending HR investigation (ref [IDNUM:sgref]).\n')
    n.f('- Portal password reset; new username issued; patient given help sheet [URL:url_svc].\n')
    n.f('- Patient informed by [DOCTOR:idva_full] on [DATE:fu_s]; reported to DPO. ' +
        R.choice(['Not reportable to regulator.', 'Reportable breach - 72h clock started [DATE:now].']) + '\n')
    n.f('Signed [DOCTOR:it_fl]  [DATE:fu]\n')
