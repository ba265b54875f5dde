"""Shared note fragments: letterheads, patient banners, signatures, audit lines."""
import ids


def mrn_label(c):
    r = c.r
    return r.choice({'UK': ['Hosp No', 'Hospital No', 'MRN', 'Unit No', 'Hosp. no.'],
                     'IE': ['MRN', 'Hosp No', 'Chart No'],
                     'AU': ['UR', 'URN', 'MRN', 'UR No'],
                     'NZ': ['Hosp No', 'MRN', 'HRN'],
                     'CA': ['MRN', 'Chart #', 'MRN#', 'Hosp #'],
                     'US': ['MRN', 'MRN#', 'Med Rec #']}[c.country])


def sex_word(c):
    return c.r.choice([c.sexl(), 'Male' if c.sex == 'M' else 'Female'])


def banner(n, c, style=None, with_addr=None, with_ssn=False):
    """Patient identification block."""
    r = c.r
    st = r.randrange(4) if style is None else style
    ml = mrn_label(c)
    with_addr = (r.random() < 0.6) if with_addr is None else with_addr
    if st == 0:
        n.f('Patient: {nm}   DOB: {dob} ({age}y)   {ml}: {mrn}   {hl}: {hn}\n',
            nm=c.pt.LF() if r.random() < 0.5 else c.pt.lf(), dob=c.D(c.dob), age=c.A(), ml=ml,
            mrn=('MRN', c.mrn), hl=c.hn_label, hn=('HEALTHPLAN', c.hn))
        if with_addr:
            n.f('Address: {a}\n', a=c.addr())
    elif st == 1:
        n.f('Name:      {nm}\nDOB:       {dob}    Age: {age}    Sex: {sx}\n{ml}:{pad}{mrn}\n{hl}:{pad2}{hn}\n',
            nm=c.pt.fml() if r.random() < 0.5 else c.pt.LF(), dob=c.D(c.dob), age=c.A(), sx=sex_word(c),
            ml=ml, pad=' ' * max(1, 10 - len(ml)), mrn=('MRN', c.mrn), hl=c.hn_label,
            pad2=' ' * max(1, 10 - len(c.hn_label)), hn=('HEALTHPLAN', c.hn))
        if with_addr:
            n.f('Address:   {a}\n', a=c.addr())
        if c.r.random() < 0.5:
            n.f('Tel:       {ph}\n', ph=('PHONE', c.mob if r.random() < 0.6 else c.home_ph))
    elif st == 2:
        n.f('[ {nm}{sp}{sx} ]\n[ DOB {dob}   {mrn} ]\n', nm=c.pt.LF(), sp=' ' * 6, sx=c.sexl(),
            dob=c.D(c.dob), mrn=('MRN', c.mrn))
        if with_addr:
            n.f('[ {a} ]\n', a=c.addr())
        n.f('[ {hl} {hn} ]\n', hl=c.hn_label, hn=('HEALTHPLAN', c.hn))
    else:
        n.f('{nm}  |  {age}{sx}  |  DOB {dob}  |  {ml} {mrn}  |  {hl} {hn}\n', nm=c.pt.full(),
            age=c.A(), sx=c.sexl(), dob=c.D(c.dob), ml=ml, mrn=('MRN', c.mrn), hl=c.hn_label,
            hn=('HEALTHPLAN', c.hn))
        if with_addr:
            n.f('{a}\n', a=c.addr())
    if with_ssn:
        lab = {'US': 'SSN', 'CA': 'SIN', 'IE': 'PPSN'}.get(c.country, 'SSN')
        n.f('{l}: {s}\n', l=lab, s=('SSN', c.ssn))


def letterhead(n, c, dept='Department of Haematology', contact=True):
    r = c.r
    n.f('{h}\n', h=('HOSPITAL', c.hosp.upper() if r.random() < 0.5 else c.hosp))
    n.t(dept + '\n')
    if r.random() < 0.5:
        n.f('{b}, ', b=('LOCATION_OTHER', c.building))
    n.v(c.lines(c.hosp_addr(), ', '))
    n.t('\n')
    if contact:
        n.f('Tel: {p}   Fax: {f}\n', p=('PHONE', c.hphone), f=('FAX', c.hfax))
        if r.random() < 0.4:
            n.f('{u}\n', u=('URL', 'www.%s/haematology' % c.hdomain))


def sign_doc(n, c, p, role='Consultant Haematologist', lic=True, kind='doctor'):
    r = c.r
    if c.na and r.random() < 0.6:
        n.f('{nm}, MD\n', nm=p.full())
    else:
        n.f('{dr}{nm}\n', dr=c.dr if kind == 'doctor' else '', nm=p.full())
    n.t(role + '\n')
    if lic:
        lab, val = ids.licence(r, c.country, kind)
        n.f('{l} {v}\n', l=lab, v=('LICENSE', val))


def audit(n, c, p, d, what='Electronically signed'):
    r = c.r
    st = r.randrange(3)
    tm = '%02d:%02d' % (r.randint(7, 21), r.randint(0, 59))
    if st == 0:
        n.f('{w} by {nm} ({u}) on {d} {tm}\n', w=what, nm=p.full(), u=('USERNAME', p.user), d=c.D(d), tm=tm)
    elif st == 1:
        n.f('{w}: {u} | {d} {tm} | ws {ip}\n', w=what, u=('USERNAME', p.user), d=c.D(d, 'iso'),
            tm=tm, ip=('IPADDR', ids.ip(r)))
    else:
        n.f('-- {w} {d} {tm} by user {u}\n', w=what.lower(), d=c.D(d), tm=tm, u=('USERNAME', p.user))


def time(r, h0=8, h1=18):
    return '%02d:%02d' % (r.randint(h0, h1), r.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


def cycle_str(c):
    return 'C%dD1' % c.cycle


def reg_desc(c):
    L, N = c.reg[0], c.reg[1]
    if c.reg[4]:
        return '%s (continuous oral therapy)' % c.regname
    if N >= 99:
        return '%s (%d-day cycles, until progression)' % (c.regname, L)
    return '%s, %d-day cycle, %d cycles planned' % (c.regname, L, N)


def L(c, uk, na):
    """Pick the North American wording for US/CA notes."""
    return na if c.na else uk


def pager(c):
    """(word, value) for a bleep / pager number."""
    if c.na:
        return 'pager', ('PHONE', ids.us_pager(c.r))
    return 'bleep', ('PHONE', ids.bleep(c.r))
