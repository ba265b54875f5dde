"""Reusable PHI-bearing blocks: headers, demographic blocks, labels, signatures, cc lists."""
from phi import (R, pick, chance, Person, name, dr, staff, phone, ext_phone, pager, email, role_email,
                 url, address, hospital, clinic, pharmacy, ward, employer, D, fd, dob_str, age_p,
                 age_sex, mrn, healthplan, ssn, account, license_, idnum, username, digits, letters)
import pools as P

DEPTS = ['Department of General Medicine', 'Emergency Department', 'Geriatric Medicine',
         'Cardiology', 'Orthopaedics', 'Respiratory Medicine', 'Renal Unit', 'Aged Care Services',
         'Subacute Care', 'Community Health', 'Outpatient Services', 'Hospital in the Home',
         'Allied Health', 'Surgical Services', 'Mental Health Services', 'Palliative Care']
MED_ROLES = ['Consultant Physician', 'Geriatrician', 'Medical Registrar', 'Basic Physician Trainee',
             'RMO', 'Intern', 'Surgical Registrar', 'Staff Specialist', 'GP VMO', 'Cardiologist',
             'Orthopaedic Surgeon', 'Respiratory Physician', 'Emergency Physician', 'Nephrologist']
MED_CRED = ['MBBS FRACP', 'MBBS', 'MBChB', 'MBChB FRACP', 'MBBS FACEM', 'MBBS FRACS', 'MD FRACP',
            'FRACGP', 'MBBS (Hons)', 'BMed']
NURSE_ROLES = ['RN', 'EN', 'CNS', 'CNC', 'NUM', 'Clinical Nurse Educator', 'After Hours Manager',
               'NP', 'HITH CNC', 'Community RN', 'Team Leader RN']
AH_ROLES = ['Physiotherapist', 'Occupational Therapist', 'Social Worker', 'Dietitian',
            'Speech Pathologist', 'Podiatrist', 'Clinical Psychologist', 'Clinical Pharmacist',
            'Exercise Physiologist', 'Allied Health Assistant']
CLERK_ROLES = ['Ward Clerk', 'Medical Typist', 'Admissions Clerk', 'Outpatient Clerk', 'Scribe']


def ctx_person(ctx, sex=None):
    return Person(ctx.country, sex)


def fac_header(ctx, hosp=None, dept=None, upper=None):
    hosp = hosp or ctx.hosp
    up = chance(0.5) if upper is None else upper
    out = [((hosp.upper() if up else hosp), 'HOSPITAL'), '\n']
    if dept or chance(0.6):
        out += [dept or pick(DEPTS), '\n']
    if chance(0.7):
        out += address(ctx, town=ctx.site_town) + ['\n']
    if chance(0.75):
        out += ['Ph: ' if chance(0.5) else 'Tel ', (phone(ctx.country, 'land'), 'PHONE')]
        if chance(0.7):
            out += ['  Fax: ' if chance(0.5) else '   Fax ', (phone(ctx.country, 'land'), 'FAX')]
        out += ['\n']
    if chance(0.3):
        out += [(url(), 'URL'), '\n']
    return out


def demo_block(pt, fields=None, kv_sep=': '):
    """Key/value demographic block, one field per line."""
    ctx = pt.ctx
    fields = fields or ['name', 'mrn', 'dob', 'sex', 'addr', 'phone', 'hp', 'nok', 'gp']
    out = []
    for f in fields:
        if f == 'name':
            out += [pick(['Patient', 'Name', 'Patient name', 'PATIENT']), kv_sep, pt.nm(pick(['LAST, First', 'full', 'LAST, FIRST M', 'First LAST', 'full_mid']))]
        elif f == 'mrn':
            lab = 'NHI' if ctx.country == 'NZ' and chance(0.8) else pick(['UR', 'MRN', 'UR No', 'URN'])
            out += [lab, kv_sep, (pt.mrn, 'MRN')]
        elif f == 'dob':
            out += ['DOB', kv_sep, (dob_str(pt.dob), 'DATE')]
            if chance(0.6):
                out += [pick([' (', ' ('])] + pick([[(str(pt.age), 'AGE'), 'y)'], [(str(pt.age), 'AGE'), ' yrs)'], ['Age ', (str(pt.age), 'AGE'), ')']])
        elif f == 'age':
            out += ['Age', kv_sep, (str(pt.age), 'AGE')]
        elif f == 'sex':
            out += ['Sex', kv_sep, pt.sex if chance(0.5) else ('Male' if pt.sex == 'M' else 'Female')]
        elif f == 'addr':
            out += [pick(['Address', 'Addr', 'Home address']), kv_sep] + pt.addr
        elif f == 'phone':
            out += [pick(['Phone', 'Ph', 'Contact', 'Tel']), kv_sep, (pt.phone, 'PHONE')]
        elif f == 'email':
            out += ['Email', kv_sep, (email(pt.p), 'EMAIL')]
        elif f == 'hp':
            lab, v = pt.hp
            out += [lab, kv_sep, (v, 'HEALTHPLAN')]
        elif f == 'ssn':
            lab, v = ssn(ctx)
            out += [lab, kv_sep, (v, 'SSN')]
        elif f == 'nok':
            out += [pick(['NOK', 'Next of kin', 'NOK/contact']), kv_sep, name(pt.nok, 'FAMILY', pick(['full', 'full', 'title_full', 'First LAST'])),
                    ' (' + pt.nok_rel + ') ', (pt.nok_phone, 'PHONE')]
        elif f == 'gp':
            out += ['GP', kv_sep] + dr(pt.gp) + [', ', (pt.gp_clinic, 'HOSPITAL')]
        elif f == 'cob':
            out += [pick(['Country of birth', 'COB', 'Born']), kv_sep, (pick(P.COUNTRIES), 'COUNTRY')]
            if chance(0.5):
                out += ['   Interpreter: ', pick(['No', 'Yes - ' + pick(P.LANGS)])]
        elif f == 'occ':
            out += [pick(['Occupation', 'Occ']), kv_sep, (pt.prof, 'PROFESSION')]
        elif f == 'acct':
            out += [pick(['Visit No', 'Episode', 'Encounter', 'Acct']), kv_sep, (account(), 'ACCOUNT')]
        out.append('\n')
    return out


def label_line(pt):
    """Compact 'sticky label' line."""
    ctx = pt.ctx
    k = R.randrange(4)
    if k == 0:
        return [pt.nm('LAST, First'), '   ', 'UR ' if ctx.country == 'AU' else 'NHI ', (pt.mrn, 'MRN'),
                '   DOB ', (dob_str(pt.dob), 'DATE'), '   ', pt.sex, '\n']
    if k == 1:
        return [pt.nm('LAST, FIRST M'), ' | ', (pt.mrn, 'MRN'), ' | ', (dob_str(pt.dob), 'DATE'), ' | ']\
            + age_sex(pt.age, pt.sex) + ['\n']
    if k == 2:
        return ['Pt: ', pt.nm('full'), ' (', (pt.mrn, 'MRN'), ') DOB ', (dob_str(pt.dob), 'DATE'), '\n']
    return [pt.nm('First LAST'), ', ', (str(pt.age), 'AGE'), pick(['y', ' yrs', 'yo']), ' ', pt.sex,
            ', MRN ', (pt.mrn, 'MRN'), '\n']


def signature(ctx, p=None, kind='med', lic=True, contact=True):
    p = p or ctx_person(ctx)
    out = []
    if kind == 'med':
        role = pick(MED_ROLES)
        out += [pick(['', 'Dr ']), (p.full(), 'DOCTOR') if chance(0.7) else (p.first[0] + ' ' + p.last, 'DOCTOR')]
        if chance(0.6):
            out += [' ' + pick(MED_CRED)]
        out += ['\n', role]
        if lic:
            if ctx.country == 'AU':
                out += pick([['\nProvider No: ', (license_('provider'), 'LICENSE')],
                             ['\nPrescriber No ', (license_('prescriber'), 'LICENSE')],
                             ['\nAHPRA ', (license_('ahpra_med'), 'LICENSE')]])
            else:
                out += ['\nMCNZ ', (license_('mcnz'), 'LICENSE')]
    elif kind == 'nurse':
        role = pick(NURSE_ROLES)
        out += [(p.full(), 'DOCTOR') if chance(0.7) else (p.first + ' ' + p.last[0], 'DOCTOR'), ' ' + role]
        if lic and chance(0.5):
            out += ['\n', 'AHPRA ' if ctx.country == 'AU' else 'NCNZ ',
                    (license_('ahpra_nur') if ctx.country == 'AU' else license_('ncnz'), 'LICENSE')]
    else:
        role = pick(AH_ROLES)
        out += [(p.full(), 'DOCTOR'), '\n', role]
        if lic and chance(0.4) and ctx.country == 'AU':
            out += ['  AHPRA ', (license_('ahpra_ah'), 'LICENSE')]
    if contact:
        k = R.randrange(4)
        if k == 0:
            out += ['\nPager ', (pager(), 'PHONE')]
        elif k == 1:
            out += ['\nPh ', (ext_phone(ctx.country), 'PHONE')]
        elif k == 2:
            out += ['\n', (email(p), 'EMAIL')]
        else:
            out += ['\nMob ', (phone(ctx.country, 'mob'), 'PHONE')]
    out.append('\n')
    return out


def cc_block(ctx, pt=None, k=None):
    k = k or R.randrange(1, 4)
    out = ['cc: ' if chance(0.5) else 'CC:\n']
    for i in range(k):
        p = ctx_person(ctx)
        c = (pt.gp_clinic if (pt is not None and i == 0) else clinic(ctx))
        gp = pt.gp if (pt is not None and i == 0) else p
        line = dr(gp) + [', ', (c, 'HOSPITAL')]
        if chance(0.5):
            line += [', '] + address(ctx, town=ctx.other_town())
        if chance(0.4):
            line += [', Fax ', (phone(ctx.country, 'land'), 'FAX')]
        out += (['    '] if i else []) + line + ['\n']
    if pt is not None and chance(0.4):
        out += ['    Patient: ', pt.nm('title_full'), ', '] + pt.addr + ['\n']
    return out


def transcription(ctx, doc_p, today):
    typist = ctx_person(ctx)
    ini = doc_p.initials().upper() + '/' + typist.initials().lower()
    k = R.randrange(3)
    if k == 0:
        return ['D: ', D(today), ' T: ', D(today), ' ', (doc_p.initials().upper(), 'DOCTOR'), '/',
                (typist.initials().lower(), 'DOCTOR'), '\n']
    if k == 1:
        return ['Dictated ', D(today), ', typed by ', (typist.full(), 'DOCTOR'), ' (Medical Typist)\n']
    return [(doc_p.initials().upper(), 'DOCTOR'), ':', (typist.initials().lower(), 'DOCTOR'), '  Job ', (digits(6), 'IDNUM'), '\n']


def nok_sentence(pt):
    rel = pt.nok_rel
    return pick([
        ['Lives with ', rel, ' ', name(pt.nok, 'FAMILY', 'first'), ' who is main carer.'],
        [rel.capitalize(), ' ', name(pt.nok, 'FAMILY', 'full'), ' (', (pt.nok_phone, 'PHONE'), ') is NOK.'],
        ['NOK ', name(pt.nok, 'FAMILY', 'full'), ', ', rel, ', mob ', (pt.nok_phone, 'PHONE'), '.'],
        ['Discussed with ', rel, ' ', name(pt.nok, 'FAMILY', pick(['first', 'full'])), ' by phone.'],
    ])


def social_sentence(pt):
    ctx = pt.ctx
    k = R.randrange(6)
    if k == 0:
        return ['Works as a ', (pt.prof, 'PROFESSION'), ' at ', (employer(ctx), 'ORGANIZATION'), '.']
    if k == 1:
        return ['Retired ', (pick(['teacher', 'boilermaker', 'farmer', 'nurse', 'bookkeeper', 'postmaster', 'mechanic']), 'PROFESSION'), '; lives in ',
                (ctx.other_town(), 'CITY'), '.']
    if k == 2:
        return ['Occupation: ', (pt.prof, 'PROFESSION'), '. Smoker ', str(R.randrange(5, 50)), ' pack-years.']
    if k == 3:
        return ['Born in ', (pick(P.COUNTRIES), 'COUNTRY'), ', ', pick(P.LANGS), ' interpreter ', pick(['required', 'not required', 'declined']), '.']
    if k == 4:
        return ['Independent ADLs, drives. ', pt.nok_rel.capitalize(), ' works as a ', (pick(P.PROFESSIONS), 'PROFESSION'), '.']
    return ['Lives alone in ', pick(['unit', 'house', 'ILU', 'caravan', 'granny flat']), ' in ', (pt.ctx.town, 'CITY'),
            '; ', pick(['nil services', 'HACC cleaning fortnightly', 'meals delivered', 'home care package level 2']), '.']


def table(d, header, rows, sep=' | ', pad=True):
    """Write an aligned text table. Cells are pieces; widths from the widest cell."""
    from phi import plen
    n = len(header)
    w = [len(h) for h in header]
    if pad:
        for r in rows:
            for i in range(n):
                w[i] = max(w[i], plen(r[i]))
    line = sep.join(h.ljust(w[i]) if pad else h for i, h in enumerate(header)).rstrip()
    d.t(line + '\n')
    if pad and chance(0.6):
        d.t(pick(['-', '=']) * len(line) + '\n')
    for r in rows:
        for i in range(n):
            if i:
                d.t(sep)
            d.put(r[i])
            if pad and i < n - 1:
                d.t(' ' * (w[i] - plen(r[i])))
        d.t('\n')
