"""Shared note fragments: letterheads, patient blocks, signatures, cc lists."""
import fake
from core import P


def hp(c, num=None):
    return P(num or c.hphone, 'PHONE')


def letterhead(n, c, dept, site=None, email_box=None):
    rng = c.rng
    site = site or c.hosp
    v = rng.randrange(3)
    if v == 0:
        n.ln('{}', P(site, 'HOSPITAL'))
        n.ln(dept)
        n.ln('{}', c.hosp_addr())
        n.ln('Tel {}  |  Fax {}', hp(c), P(c.hfax, 'FAX'))
    elif v == 1:
        n.ln('{} - {}', dept, P(site, 'HOSPITAL'))
        n.ln('{}', c.hosp_addr(', '))
        n.ln('Secretary: {}   Fax: {}', P(fake.with_ext(rng, c.hphone) if rng.random() < 0.4 else c.hphone, 'PHONE'),
             P(c.hfax, 'FAX'))
    else:
        n.ln('{}', P(site.upper() if rng.random() < 0.3 else site, 'HOSPITAL'))
        n.ln('{}', c.hosp_addr('\n'))
        n.ln(dept)
        n.ln('Switchboard {}   Direct line {}', hp(c), P(fake.phone(rng, c.C, c.harea), 'PHONE'))
    if email_box and rng.random() < 0.7:
        n.ln('Email: {}', P(fake.email_team(rng, site, email_box), 'EMAIL'))


def pt_block(n, c, v=None, address=False, phone=False):
    rng = c.rng
    v = rng.randrange(4) if v is None else v
    pt = c.pt
    if v == 0:
        n.ln('Patient: {}    DOB: {} ({}y)    Sex: {}', pt.n('LF'), c.D(c.dob), c.age_p(False), c.sex)
        n.f('{}: {}', c.mrn[0], c.mr())
        if c.nat:
            n.f('    {}: {}', c.nat[0], c.natp())
        n.blank()
    elif v == 1:
        n.ln('Name: {}', pt.n('fml'))
        n.ln('D.O.B.: {}   Age: {}', c.D(c.dob), c.age_p(False))
        n.ln('{}: {}', c.mrn[0], c.mr())
        if c.nat:
            n.ln('{}: {}', c.nat[0], c.natp())
    elif v == 2:
        n.f('{} | {} | {} {}', pt.n('LFM'), c.D(c.dob, 'num'), c.age_p(False), c.sex)
        n.f(' | {} {}', c.mrn[0], c.mr())
        if c.nat:
            n.f(' | {} {}', c.nat[0], c.natp())
        n.blank()
    else:
        n.ln('PATIENT DETAILS')
        n.ln('Surname: {}   Forename(s): {}', P(pt.last.upper(), 'PATIENT'),
             P(pt.first + (' ' + pt.middle if pt.middle else ''), 'PATIENT'))
        n.ln('Date of birth: {}   Sex: {}', c.D(c.dob), 'Male' if c.sex == 'M' else 'Female')
        c.id_line(n)
        n.blank()
    if address:
        n.ln('Address: {}', c.addr_lines(', '))
    if phone:
        n.ln('Tel: {} (home)  {} (mobile)', P(c.home, 'PHONE'), P(c.mobile, 'PHONE'))


def re_line(n, c):
    rng = c.rng
    pt = c.pt
    v = rng.randrange(3)
    if v == 0:
        n.f('Re: {} {}, DOB {}', pt.title, pt.n('fl'), c.D(c.dob))
        n.f(', {} {}', c.mrn[0], c.mr())
        if c.nat:
            n.f(', {} {}', c.nat[0], c.natp())
        n.blank()
    elif v == 1:
        n.ln('RE: {}  (DOB {})', pt.n('LF'), c.D(c.dob))
        n.ln('{}', c.addr_lines(', '))
        c.id_line(n, sep='  ')
        n.blank()
    else:
        n.ln('Patient: {} {}', pt.title, pt.n('fml'))
        n.ln('Date of birth: {}', c.D(c.dob))
        c.id_line(n)
        n.blank()


CREDS = {}
for _cc, _pl, _de, _on in [('UK', ['FRCS (Plast)', 'MBChB FRCS(Plast)'], ['FRCP', 'MRCP(UK) (Derm)'], ['FRCP', 'PhD FRCP']),
                           ('IE', ['FRCSI (Plast)', 'FRCS(Plast)'], ['FRCPI', 'MRCPI'], ['FRCPI', 'PhD']),
                           ('AU', ['FRACS', 'MBBS FRACS (Plast)'], ['FACD', 'MBBS FACD'], ['FRACP', 'PhD FRACP']),
                           ('NZ', ['FRACS', 'MBChB FRACS'], ['FACD', 'FNZCD'], ['FRACP', 'PhD']),
                           ('CA', ['FRCSC', 'MD FRCSC'], ['FRCPC', 'MD FRCPC'], ['FRCPC', 'MD PhD']),
                           ('US', ['MD, FACS', 'MD'], ['MD, FAAD', 'DO, FAAD'], ['MD', 'MD, PhD'])]:
    CREDS[('Consultant Plastic Surgeon', _cc)] = _pl
    CREDS[('Consultant Dermatologist', _cc)] = _de
    CREDS[('Consultant Medical Oncologist', _cc)] = _on


def salutation(n, c, person):
    t = person.title or ''
    if not t:
        n.ln('Dear {},', person.n('f'))
    else:
        n.ln('Dear {} {}', t, person.n('l'))


def signature(n, c, person, lic=True, contact=False, dictated=True):
    rng = c.rng
    n.blank()
    n.ln(rng.choice(['Yours sincerely', 'Kind regards', 'Yours sincerely,', 'With best wishes', 'Regards']))
    n.blank()
    n.blank()
    if person.title:
        n.f('{} {}', person.title, person.n(rng.choice(['fl', 'fml'])))
    else:
        n.f('{}', person.n('fl'))
    creds = CREDS.get((person.job, c.C))
    if creds and rng.random() < 0.6:
        n.f(' {}', rng.choice(creds))
    n.blank()
    n.ln(person.job)
    if lic and person.lic:
        n.ln('{}: {}', person.lic[0], P(person.lic[1], 'LICENSE'))
    if contact:
        n.ln('Direct line: {}', P(fake.phone(rng, c.C, c.harea), 'PHONE'))
        if person.email:
            n.ln('{}', P(person.email, 'EMAIL'))
    if dictated and rng.random() < 0.6:
        ini = person.s('ini').upper()
        style = rng.randrange(3)
        if style == 0:
            n.ln('{}/{}', P(ini, 'DOCTOR'), P(c.sec.s('ini_lower'), 'DOCTOR'))
        elif style == 1:
            n.ln('Dictated {}  Typed {} by {}', c.D(c.date), c.D(c.days(rng.randrange(1, 6))), c.sec.n('fl'))
        else:
            n.ln('D: {}  T: {}  ({})', c.D(c.date, 'num'), c.D(c.days(rng.randrange(1, 4)), 'num'),
                 P(c.sec.s('ini_lower'), 'DOCTOR'))


def cc_block(n, c, gp=True, patient=True, extra=None):
    rng = c.rng
    n.blank()
    if gp:
        n.ln('cc: {} {}, {}, {}', c.gp.title, c.gp.n('il'), P(c.practice, 'HOSPITAL'), c.gp_addr(', '))
    if patient:
        n.ln('cc: {} {}, {}', c.pt.title, c.pt.n('il' if rng.random() < 0.5 else 'fl'), c.addr_lines(', '))
    for p in (extra or []):
        n.ln('cc: {}, {}', p.t('fl'), p.job)


def age_phrase(c, style=None, cap=False):
    """Age with its context words; the span is the number only."""
    rng = c.rng
    a = c.age_p()
    w = {'M': rng.choice(['man', 'gentleman', 'male']), 'F': rng.choice(['woman', 'lady', 'female'])}[c.sex]
    style = rng.randrange(5) if style is None else style
    if style == 0 and a[0][0].isalpha() and cap:
        a = P(a[0][0].upper() + a[0][1:], 'AGE')
    if style == 4 and cap:
        return [w.capitalize() + ' aged ', a]
    if style == 0:
        return [a, '-year-old ' + w]
    if style == 1:
        return [P(str(c.age), 'AGE'), 'yo ' + ('M' if c.sex == 'M' else 'F')]
    if style == 2:
        return [P(str(c.age), 'AGE'), c.sex]
    if style == 3:
        return [P(str(c.age), 'AGE'), ' y/o ' + w]
    return [w + ' aged ', a]


def prof_phrase(c):
    rng = c.rng
    pr = P(c.prof, 'PROFESSION')
    a = 'an ' if c.prof[0] in 'aeiou' else 'a '
    if c.retired:
        v = rng.choice([1, 3, 5])
        if v == 3:
            return ['occupation: retired ', pr]
    else:
        v = rng.choice([0, 2, 3, 4])
    if v == 0:
        return ['works as ' + a, pr]
    if v == 1:
        return ['retired ', pr]
    if v == 2:
        return [pr, ' by trade']
    if v == 3:
        return ['occupation: ', pr]
    if v == 4:
        return ['works as ' + a, pr, ' for ', P(c.employer, 'ORGANIZATION')]
    return ['former ', pr, ', now retired']


def staff_ref(p, fmt='il'):
    return p.t(fmt)


def capfirst(pieces):
    """Capitalise the first plain-text piece (sentence start); PHI pieces are left alone."""
    out = list(pieces)
    if out and isinstance(out[0], str) and out[0]:
        out[0] = out[0][0].upper() + out[0][1:]
    return out


def job_clause(c, he=True):
    """'He works as a roofer' / 'She is a retired teacher' (the span is the occupation only)."""
    rng = c.rng
    pr = P(c.prof, 'PROFESSION')
    a = 'an ' if c.prof[0] in 'aeiou' else 'a '
    subj = (c.he.capitalize() + ' ') if he else ''
    if c.retired:
        return [subj + ('is ' if he else '') + 'a retired ' if he else 'Retired ', pr]
    if rng.random() < 0.5:
        return [subj + ('works as ' if he else 'Works as ') + a, pr]
    return [subj + ('is ' + a if he else a.capitalize()), pr]
