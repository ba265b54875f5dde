"""Shared note parts: headers, sign-offs, cc lists, audit lines."""
from doc import P
import fmt
import places
from ctx import ROLE_INFO


def hhmm(r):
    return '%02d:%02d' % (r.randint(7, 18), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


def account(r, c):
    lab = r.choice({'US': ['Encounter #: ', 'Acct #: ', 'Visit #: ', 'FIN: '],
                    'CA': ['Encounter #: ', 'Visit No: ', 'Acct: '],
                    'AU': ['Episode No: ', 'Visit ID: ', 'Acct: '],
                    'NZ': ['Event No: ', 'Encounter: '],
                    'IE': ['Episode: ', 'Encounter ID: '],
                    'UK': ['Episode ID: ', 'Contact ID: ', 'Encounter: ']}[c])
    val = r.choice(['%s' % fmt.digits(r, 9), 'V%s' % fmt.digits(r, 8), '%s-%s' % (fmt.digits(r, 4), fmt.digits(r, 4)),
                    'E%s' % fmt.digits(r, 7), 'CN%s' % fmt.digits(r, 6)])
    return [lab, P(val, 'ACCOUNT')]


def idnum(r, kind):
    if kind == 'ref':
        return P(r.choice(['REF-%d-%s' % (r.randint(2019, 2025), fmt.digits(r, 5)), 'R%s' % fmt.digits(r, 7),
                           'CRT/%s' % fmt.digits(r, 5), '%s %s %s' % (fmt.digits(r, 4), fmt.digits(r, 4), fmt.digits(r, 4))]),
                 'IDNUM')
    if kind == 'lab':
        return P(r.choice(['S%02d-%s' % (r.randint(19, 25), fmt.digits(r, 5)), 'M%s' % fmt.digits(r, 8),
                           '%s%s' % (fmt.letters(r, 2), fmt.digits(r, 7)), 'MB-%s' % fmt.digits(r, 6)]), 'IDNUM')
    if kind == 'order':
        return P(r.choice(['HOOF-%s' % fmt.digits(r, 6), 'ORD%s' % fmt.digits(r, 7), 'O2-%s/%s' % (fmt.digits(r, 5), fmt.digits(r, 2)),
                           'PO %s' % fmt.digits(r, 6)]), 'IDNUM')
    if kind == 'call':
        return P(r.choice(['C%s' % fmt.digits(r, 7), 'TRG-%s' % fmt.digits(r, 6), '%s/%s' % (fmt.digits(r, 6), fmt.digits(r, 2))]),
                 'IDNUM')
    if kind == 'rx':
        return P(r.choice(['Rx%s' % fmt.digits(r, 7), 'EPS %s-%s-%s' % (fmt.letters(r, 3), fmt.digits(r, 3), fmt.letters(r, 1)),
                           '%s%s' % (fmt.digits(r, 6), fmt.letters(r, 2))]).replace('EPS ', ''), 'IDNUM')
    if kind == 'rad':
        return P(r.choice(['RAD%s' % fmt.digits(r, 7), 'XR-%s' % fmt.digits(r, 6), 'ACC%s' % fmt.digits(r, 8)]), 'IDNUM')
    if kind == 'inc':
        return P(r.choice(['W%s' % fmt.digits(r, 6), 'INC-%s' % fmt.digits(r, 5), 'DX%s' % fmt.digits(r, 6)]), 'IDNUM')
    if kind == 'test':
        return P(r.choice(['SPX-%s' % fmt.digits(r, 6), 'PFT%s' % fmt.digits(r, 6), 'T%s' % fmt.digits(r, 7)]), 'IDNUM')
    raise ValueError(kind)


def user(r, staff):
    return P(staff.user, 'USERNAME')


def header(d, cx, V, title, role='rns', style=None, mode=None):
    """Write a patient header block. Returns the style used."""
    r = cx.rng
    styles = [0, 0, 1, 2, 4] + ([3, 3, 3] if cx.c in ('US', 'CA') else [3] if cx.c == 'AU' else [])
    if cx.c in ('US', 'CA'):
        styles = [x for x in styles if x != 0]
    k = r.choice(styles) if style is None else style
    if mode is None:
        mode = r.choice(['Home visit', 'Clinic', 'Telephone', 'Video'])
    t = hhmm(r)
    clin = cx.team[role]
    V = dict(V)
    V['clin'] = clin.full
    V['clin_role'] = ROLE_INFO[role]
    V['t'] = t
    V['acct'] = lambda: account(r, cx.c)
    if k == 0:
        if r.random() < 0.6:
            d.line('{trust}', V)
        d.line(r.choice(['Community Respiratory Team', 'Community Respiratory Service', 'Respiratory Community Team',
                         'Integrated Respiratory Service']) + ' - ' + title)
        d.line('Patient: {ptcaps}    DOB: {dob} (' + r.choice(['{age} yrs', '{age}y', 'age {age}']) + ')    Sex: {sex}', V)
        d.line('{idline}', V)
        d.line('Address: {addr}', V)
        if r.random() < 0.7:
            d.line(r.choice(['Tel: {tel}   Mob: {mob}', 'Home: {tel} / Mobile: {mob}', 'Contact no: {mob}']), V)
        d.line('{gpword}: {gpfull}, {practice}' + (' (tel {prac_tel})' if r.random() < 0.4 else ''), V)
        if r.random() < 0.35:
            d.line('{acct}', V)
        d.line('Date: {today}  Time: {t}   Clinician: {clin}, {clin_role}', V)
    elif k == 1:
        d.line('=' * 60)
        d.line(title.upper())
        d.line('=' * 60)
        d.line('| Name      | {ptfull}', V)
        d.line('| DOB / Age | {dob} / {age}', V)
        d.line('| IDs       | {idline}', V)
        d.line('| Address   | {addr}', V)
        d.line('| Phone     | {tel}', V)
        d.line('| ' + cx.gp_word.upper() + (' ' * max(1, 10 - len(cx.gp_word))) + '| {gpfull} - {practice}', V)
        if r.random() < 0.4:
            d.line('| Visit     | {acct}', V)
        d.line('| Seen      | {today} {t} by {clin}', V)
        d.line('-' * 60)
    elif k == 2:
        d.line(title)
        d.line('{ptcaps}  |  DOB {dob}  |  {idline}', V)
        d.line('{addr}  |  ' + r.choice(['{tel}', '{mob}']), V)
        d.line('Contact date: {today} ' + t + '  |  ' + mode + '  |  {clin}', V)
    elif k == 3:
        d.line('PATIENT NAME: {ptcaps}', V)
        d.line('DATE OF BIRTH: {dob}   AGE: {age}   ' + r.choice(['GENDER: ', 'SEX: ']) + ('Female' if cx.sex == 'F' else 'Male'), V)
        d.line('{idline}', V)
        if r.random() < 0.6:
            d.line('{acct}', V)
        d.line('ADDRESS: {addr}', V)
        d.line('PRIMARY CARE: {gpfull}, {practice}, {prac_addr}', V)
        d.line('DATE OF SERVICE: {today}', V)
        d.line('PROVIDER: {clin}', V)
        d.line('')
        d.line(title.upper())
    else:
        d.line(title + ' -- {today}', V)
        d.line('Pt: {ptfull} ({agesex}), DOB {dob}. {idline}', V)
        d.line('Lives: {addr}. Ph {mob}', V)
        d.line('Reg. {gpword}: {gp} @ {practice}', V)
    d.add('\n')
    return k


def signoff(d, cx, V, role='rns', when=True):
    r = cx.rng
    s = cx.team[role] if role != 'gp' else cx.gp
    k = r.random()
    if k < 0.5:
        d.put(s.sig())
        d.add('\n')
    elif k < 0.75:
        d.put(['Signed: ', s.full(), ', ' + ROLE_INFO[role]])
        d.add('\n')
    else:
        d.put([s.full(), ' (' + (s.cred or ROLE_INFO[role]) + ')'])
        d.add('\n')
    if when and r.random() < 0.45:
        d.put(['Electronically signed ', cx.D(cx.today), ' ' + hhmm(r)])
        d.add('\n')
    if r.random() < 0.2:
        d.put(['Entered by user: ', P(s.user, 'USERNAME')])
        d.add('\n')


def team_contacts(d, cx, V):
    r = cx.rng
    k = r.random()
    if k < 0.35:
        d.line('Team tel {team_tel} (Mon-Fri 08:30-16:30) | Fax {team_fax} | {team_email}', V)
    elif k < 0.65:
        d.line('Community Respiratory Team: {team_tel}, fax {team_fax}', V)
    elif k < 0.85:
        d.line('Contact us: {team_email} / ' + r.choice(['{team_tel}', '{team_tel} (answerphone out of hours)']), V)
    else:
        d.line('Out of hours please call ' + {'UK': 'NHS 111', 'IE': 'your GP out-of-hours service',
                                              'AU': '000 in an emergency', 'NZ': 'Healthline or 111 in an emergency',
                                              'CA': '811 or 911', 'US': '911 in an emergency'}[cx.c] +
               '. Team line {team_tel}.', V)


def cc(d, cx, V):
    r = cx.rng
    items = ['{gpfull}, {practice}, {prac_addr}']
    if r.random() < 0.5:
        items.append('{ptfull} (patient), {addr}')
    if r.random() < 0.3:
        items.append('{cons_full}, Respiratory Consultant, {hosp}' if r.random() < 0.5 else 'Respiratory notes, {hosp}')
    if r.random() < 0.2:
        items.append('{pharmacy} (community pharmacy)')
    d.line('cc:')
    for it in items:
        d.line('  ' + it, V)
    if r.random() < 0.25:
        d.line('Fax to practice: {prac_fax}', V)


def place_of_origin(r):
    w = r.choice(places.WORLD)
    return P(w, places.NOT_COUNTRY.get(w, 'COUNTRY'))


def landmark(r):
    return P(r.choice(places.LANDMARKS), 'LOCATION_OTHER')
