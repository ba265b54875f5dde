"""Shared note parts for dev124_en genres: patient set-up, headers, sign-offs, social history."""
import datetime as dt
from phi import P
import clinical as C

MRN_LABEL = {'US': ['MRN', 'MRN:', 'Med Rec #'], 'UK': ['Hospital No', 'Hosp No:', 'Unit No'],
             'AU': ['UR', 'UR No:', 'MRN'], 'IN': ['UHID', 'IP No', 'Reg No'], 'NG': ['Hosp No', 'Folder No', 'Case Note No']}


def setup(x, kind, sex=None):
    """kind: adult, mother, child, neonate. Sets x.patient, x.age, x.dob, relatives."""
    r = x.r
    if kind == 'neonate':
        x.mother = x.person(sex='F')
        x.patient = x.person(family=x.mother.f)
        x.named = x.p(0.45)
        x.age_days = r.randrange(1, 40)
        x.dob = x.today - dt.timedelta(days=x.age_days)
        x.father = x.person(sex='M', family=x.mother.f)
        x.mage = r.randrange(17, 43)
    elif kind == 'child':
        x.patient = x.person(sex=sex)
        x.age_m = r.randrange(2, 190)
        x.dob = x.today - dt.timedelta(days=int(x.age_m * 30.4) + r.randrange(0, 25))
        x.mother = x.person(sex='F', family=x.patient.f if x.p(.8) else None)
        x.father = x.person(sex='M', family=x.patient.f)
    else:
        x.patient = x.person(sex='F' if kind == 'mother' else sex)
        x.age = r.randrange(16, 45) if kind == 'mother' else r.randrange(18, 93)
        x.dob = x.today - dt.timedelta(days=int(x.age * 365.25) + r.randrange(0, 360))
        x.partner = x.person(sex='M' if x.patient.sex == 'F' else 'F',
                             family=x.patient.f if x.p(0.6) else None)


def baby_name(x, forms=None):
    """The neonate's name: 'Baby of <mother>' labels are PATIENT (they name the patient)."""
    f = x.ch(forms or (['bo', 'bo', 'bo2', 'bb', 'named'] if x.named else ['bo', 'bo2', 'bb']))
    m = x.mother
    if f == 'bo':
        return x.ch(['Baby of ', 'Baby of ', 'BO ', 'B/O ']) + P('PATIENT', x.ch([f'{m.g} {m.f}', f'{m.g} {m.f}', f'{m.f}, {m.g}']))
    if f == 'bo2':
        return 'Baby of ' + P('PATIENT', m.f.upper() if x.p(.3) else m.f)
    if f == 'bb':
        return x.ch(['Baby ', ('Baby Girl ' if x.patient.sex == 'F' else 'Baby Boy ')]) + P('PATIENT', m.f)
    return x.pt(['full', 'full', 'given', 'LF'])


def mrn_line(x):
    s = f'{x.ch(MRN_LABEL[x.c])} {x.MRN()}'
    if x.c == 'UK' and x.p(0.6):
        s += f'   NHS No: {x.NHS()}'
    return s


def age_of(x, kind):
    if kind == 'neonate':
        return x.Ababy(x.age_days, 'day') if x.age_days < 21 else x.Ababy(x.age_days // 7, 'week')
    if kind == 'child':
        if x.age_m < 24:
            return x.Ababy(x.age_m, 'month')
        return x.A(x.age_m // 12, x.ch(['yo', 'dash', 'aged', 'y', 'label']), sex=x.patient.sex)
    return x.A(x.age, sex=x.patient.sex)


def header(x, title, kind='adult', ward=True, acct=True, extra=()):
    L = []
    if x.p(0.7):
        L.append(x.H() + (', ' + P('CITY', x.memo('hcity', x.city)) if x.p(0.4) else ''))
    L.append(title.upper() if x.p(0.5) else title)
    name = baby_name(x) if kind == 'neonate' else x.pt(['LF', 'LF', 'full', 'full_mi', 'lf'])
    fmt = x.r.randrange(3)
    if fmt == 0:
        L.append(f'Patient: {name}    DOB: {x.D(x.dob)}    {age_of(x, kind)}')
        L.append(mrn_line(x) + (f'    Acct: {x.ACCT()}' if acct and x.p(.6) else ''))
    elif fmt == 1:
        L.append(f'Name: {name}')
        L.append(f'D.O.B.: {x.D(x.dob)} ({age_of(x, kind)})')
        L.append(mrn_line(x))
        if acct and x.p(0.5):
            L.append(f'{x.ch(["Encounter", "Visit No", "Episode", "Billing No"])}: {x.ACCT()}')
    else:
        L.append(f'{name} | {mrn_line(x)} | DOB {x.D(x.dob)} | {age_of(x, kind)}')
    if x.p(0.2):
        L.append(f'{x.HP_LABEL()}: {x.HP()}' + (f' ({x.org("ins")})' if x.p(.5) else '')
                 + (f'   {x.SSN_LABEL()}: {x.SSN()}' if x.p(.5) else ''))
    if ward and x.p(0.75):
        L.append(f'Location: {x.ward()}, {x.ch(["Bed", "bed", "Room", "Cot", "Bay"])} {x.bed()}')
    if x.p(0.85):
        L.append(f'Date: {x.Dt(0)}' + (f' {C.clock(x)}' if x.p(0.5) else ''))
    L.extend(extra)
    return L


def signoff(x, role, kind='doc', lic=True, pager=True):
    L = []
    lead = x.ch(['Signed: ', 'Electronically signed by ', '', 'Entered by: ', '-- '])
    L.append(lead + x.sig(role, kind))
    bits = []
    if lic and x.p(0.55):
        bits.append(x.LIC() if kind == 'doc' else x.NLIC())
    if pager and x.p(0.6):
        bits.append(x.ch(['Pager ', 'pgr ', 'Ext ', 'Pager # '] if x.us else ['Pager ', 'Bleep ', 'bleep ', 'Ext ']) + x.PG())
    if x.p(0.5):
        bits.append(x.Dt(0, x.ch(['num', 'dash', 'iso', 'med'])) + ' ' + C.clock(x))
    if bits:
        L.append(' | '.join(bits))
    if x.p(0.3):
        L.append(f'User: {x.USER(x.staff(role))}' + (f'  Workstation {x.IP()}' if x.p(0.35) else ''))
    return L


def social(x, kind='adult'):
    """Social history: professions, employers, relatives with names."""
    r = x.r
    S = []
    if kind in ('adult', 'mother'):
        S.append(x.ch([f'Works as a {x.prof()}', f'Occupation: {x.prof()}', f'She is a {x.prof()}' if x.patient.sex == 'F' else f'He is a {x.prof()}',
                       f'Employed as {x.prof()} at {x.org()}', f'Retired {x.prof()}', f'A {x.prof()} by trade']) + '.')
        if x.p(0.5):
            rel = 'husband' if x.patient.sex == 'F' else 'wife'
            rel = x.ch([rel, 'partner'])
            S.append(f'Lives with {rel} {x.nm(x.partner, "FAMILY", x.ch(["given", "full"]))}'
                     + (f' ({x.prof()})' if x.p(.5) else '') + '.')
        if x.p(0.5):
            S.append(f'Originally from {x.country_other()}; moved here in {x.D(x.day(-r.randrange(400, 6000)), "y")}.')
        if x.p(0.3):
            S.append(f'Attends {x.org("church")}.')
    else:
        m, f = x.mother, x.father
        S.append(f'Lives with mother {x.nm(m, "FAMILY", x.ch(["given", "full"]))}'
                 + (f' ({x.prof()})' if x.p(.6) else '') + f' and father {x.nm(f, "FAMILY", x.ch(["given", "full"]))}'
                 + (f', a {x.prof()}' if x.p(.5) else '') + '.')
        if kind == 'child' and x.age_m > 30 and x.p(0.6):
            S.append(f'Attends {x.org("school")}.')
    S.append(x.ch(['Non-smoker, no alcohol.', 'Smokes 5/day, advised to stop.', 'No recreational drugs.',
                   'Ex-smoker, quit 4 years ago.', 'Independent with ADLs.', 'Lives in a 2-storey house.']))
    return ' '.join(S)


def contact_line(x, who):
    """Next of kin / contact with phone, sometimes e-mail and address."""
    s = f'NOK: {who} - {x.PH("nok")}'
    if x.p(0.3):
        s += ', ' + x.EM(x.partner if hasattr(x, 'partner') else x.mother)
    return s


def address_block(x):
    return f'Address: {x.address(country=x.p(0.2))}'
