"""Shared header, letterhead and signature writers (all PHI via markup)."""
import clin
from core import M
from ctx import Person


def id_line(c):
    """MRN + national number fragment."""
    r = c.r
    parts = ['%s: %s' % (clin.mrn_label(c), M('MRN', c.mrn))]
    if c.cc != 'US' or c.age >= 65 or r.random() < 0.1:
        parts.append('%s: %s' % (clin.nat_label(c), M(clin.nat_code(c), c.nat)))
    return '   '.join(parts)


def label_block(c, n, style=None):
    r = c.r
    style = r.randint(0, 3) if style is None else style
    p = c.pat
    if style == 0:
        n.ln('Patient: %s' % c.P(r.choice(['LFU', 'LF', 'full'])),
             'DOB: %s   (%s)   Sex: %s' % (c.dob_s(), M('AGE', c.age) + r.choice(['y', ' yrs', 'Y']),
                                           p.sex),
             id_line(c))
    elif style == 1:
        n.ln('%s   %s   DOB %s' % (c.P('LFU'), id_line(c), c.dob_s()))
        n.ln('Address: %s' % c.addr1())
    elif style == 2:
        n.ln('Name ....... %s' % c.P('full_mid'),
             'D.O.B. ..... %s' % c.dob_s(),
             '%s ....... %s' % (clin.mrn_label(c), M('MRN', c.mrn)))
        if c.cc != 'US':
            n.ln('%s ... %s' % (clin.nat_label(c), M(clin.nat_code(c), c.nat)))
        n.ln('Tel ........ %s' % M('PH', c.phone_m))
    else:
        n.ln('%s  |  %s  |  DOB %s  |  %s' % (c.P('LF'), c.sexage(), c.dob_s(), id_line(c)))


def letterhead(c, n, dept=None):
    r = c.r
    dept = dept or r.choice(['Department of Diabetes & Endocrinology', 'Diabetes Centre',
                             'Diabetes Technology Service', 'Endocrinology Clinic'])
    n.ln(M('HOSP', c.hosp))
    if r.random() < 0.5:
        n.ln(M('HOSP', c.clinic))
    else:
        n.ln(dept)
    if r.random() < 0.35:
        n.ln('%s, %s' % (M('LOC', r.choice(['Beech House', 'Clarendon Wing', 'Larkspur Building',
                                              'Linden Pavilion', 'Marlowe Building'])),
                         c.hosp_addr()))
    else:
        n.ln(c.hosp_addr())
    bits = ['Tel: %s' % M('PH', c.phone('land'))]
    if r.random() < 0.7:
        bits.append('Fax: %s' % M('FAX', c.phone('land')))
    if r.random() < 0.5:
        bits.append('Email: %s' % M('EM', r.choice(['diabetes.team', 'dsn-office', 'pumpclinic',
                                                     'endo.admin']) + '@' +
                                    r.choice(['example.org', 'example.net', 'example.com'])))
    n.ln('   '.join(bits))
    if r.random() < 0.25:
        n.ln('Web: %s' % M('URL', 'www.example.org/' + r.choice(['diabetes', 'endocrine',
                                                                 'pumpclinic', 'dtech'])))


def sig(c, n, p, lic=False, email=False):
    r = c.r
    n.ln(c.sig(p))
    n.ln(p.role)
    if lic:
        kind, num = c.lic('doc' if p.dr else 'nurse')
        n.ln('%s %s' % (kind, M('LIC', num)))
    if email:
        n.ln(M('EM', c.make_email(p, r.choice(['example.org', 'example.net']))))


def typist(c, n, author):
    r = c.r
    ty = Person(r)
    if r.random() < 0.5:
        n.ln('%s/%s' % (M('DOC', author.form('init2')), M('DOC', ty.form('initlow'))))
    else:
        n.ln('Dictated: %s   Typed: %s by %s' % (c.ds(c.today), c.ds(c.day(r.randint(1, 6))),
                                                   M('DOC', ty.form('initlow'))))


def cc_list(c, n, extra=()):
    r = c.r
    n.ln('cc: %s, %s, %s' % (c.Dt(c.gp, 'full'), M('HOSP', c.gp_site), c.addr_of(
        '%d %s %s' % (r.randint(1, 90), r.choice(['Market', 'Station', 'Church', 'Mill']),
                      r.choice(c.C['street_sfx'])),
        r.choice(c.C['towns']), c.make_zip())))
    n.ln('    %s (patient)' % c.P('full'))
    for e in extra:
        n.ln('    ' + e)


def new_person(c, role, dr=False):
    p = Person(c.r)
    p.role = role
    p.dr = dr
    return p
