"""Shared note blocks: stickers, letterheads, signatures, EHR footers."""
from common import ipaddr, url, email, ext, digits
import ids


def hhmm(rng, lo=0, hi=24):
    return '%02d:%02d' % (rng.randrange(lo, hi), rng.randrange(0, 60))


def sexl(c):
    return c.sexw('MF')


def age_short(c, at=None):
    n, u = c.age_unit(at)
    return [(str(n), 'AGE'), {'d': 'd', 'w': 'w', 'm': 'm', 'y': 'y'}[u]]


def sticker(d, c, at=None):
    """Addressograph / patient label block at the top of a form."""
    rng = c.rng
    co = c.country
    v = rng.randrange(3)
    if co in ('US', 'CA') and v == 0:
        d.f('Patient: {PAT}    MRN: {MRN}\nDOB: {DATE}    Age: {}    Sex: {}\n',
            c.P('LFU'), c.mrn, c.D(c.dob), age_short(c, at), sexl(c))
        d.f('{}: {ACCT}    {}: {HP}\n', c.acct[0], c.acct[1], c.hp[0], c.hp[1])
        return
    if v == 0 or v == 2:
        d.f('{PAT}\n', c.P('LFU'))
        d.f('DOB: {DATE} ({})   {}\n', c.D(c.dob, 'n'), age_short(c, at), sexl(c))
        if c.nat:
            d.f('{}: {MRN}   {}: {MRN}\n', rng.choice(['Hosp No', 'MRN', 'Hospital no.',
                                                      'RN', 'URN' if co == 'AU' else 'MRN']),
                c.mrn, c.nat[0], c.nat[1])
            if rng.random() < 0.35:
                d.f('{}: {ACCT}\n', c.acct[0], c.acct[1])
        else:
            d.f('MRN: {MRN}   {}: {ACCT}\n', c.mrn, c.acct[0], c.acct[1])
        if v == 0:
            d.f('{}\n', c.addr())
        return
    d.f('Name: {PAT}   DOB: {DATE}   {}: {MRN}\n', c.P('LF'), c.D(c.dob),
        'URN' if co == 'AU' else 'MRN', c.mrn)


def guarantor(d, c):
    """Registration / face-sheet line with a social-security-type number."""
    rng = c.rng
    if not c.ssn:
        return
    lab = {'US': 'SSN', 'IE': 'PPSN', 'CA': 'SIN', 'AU': 'Health Care Card CRN'}[c.country]
    who = c.parent
    if c.country == 'US':
        d.f('Guarantor: {FAM} ({})  {}: {SSN}\n', c.F(who, 'LF'), 'mother' if who is c.mother
            else 'father', lab, c.ssn)
    else:
        d.f('{} ({} {FAM}): {SSN}\n', lab, 'mother' if who is c.mother else 'father',
            c.F(who, 'full'), c.ssn)


def ident_line(d, c):
    d.f('{PAT} | DOB {DATE} | MRN {MRN}\n', c.P(c.rng.choice(['full', 'LF', 'LFU'])),
        c.D(c.dob), c.mrn)


def letterhead(d, c, dept=None):
    rng = c.rng
    dept = dept or ('Department of Pediatric Surgery' if c.country in ('US', 'CA') else
                    'Department of Paediatric Surgery')
    d.f('{HOSP}\n', c.hosp)
    if rng.random() < 0.4:
        d.f('{LOC}, ', rng.choice(['Jubilee Wing', 'Octagon Building', 'Fountain Block',
                                   'Hartwell Tower', 'Brunswick Wing', 'Rotunda Block',
                                   'Founders Building']))
    d.f('{}\n{}\n', dept, c.addr(which='hosp'))
    d.f('Tel: {PH}   Fax: {FAX}\n', c.hosp_ph, c.hosp_fax)
    if rng.random() < 0.6:
        d.f('Email: {EM}\n', email(rng, '', '', rng.choice(['paedsurg.secretaries',
                                                              'childsurgery', 'paed.surgery',
                                                              'surgicalbookings'])))
    if rng.random() < 0.3:
        d.f('{URL}\n', url(rng, rng.choice(['paediatric-surgery', 'children/surgery',
                                            'services/paedsurg'])))


def signature(d, c, who, lic=True, bl=True, role=True):
    d.f('{}\n', c.sig(who, c.rng.choice(['full', 'full', 'fml'])))
    if role:
        d.f('{}\n', who.role)
    bits = []
    if lic:
        d.f('{} {LIC}', who.lic[0], who.lic[1])
        bits.append(1)
    if bl:
        lab = 'Bleep' if c.country in ('UK', 'IE') else ('Pager' if c.country in ('US', 'CA')
                                                        else 'Page')
        d.f('{}{} {PH}', '   ' if bits else '', lab, who.bleep)
        bits.append(1)
    if bits:
        d.plain('\n')


def ehr_footer(d, c, who, when=None, ip=None):
    rng = c.rng
    when = when or c.adm
    v = rng.randrange(3)
    if v == 0:
        d.f('Electronically signed by {DOC} ({USR}) on {DATE} at {}\n',
            who.full(), who.user, c.D(when, 'i'), hhmm(rng, 7, 23))
    elif v == 1:
        d.f('Last edited: {USR} {DATE} {}\n', who.user, c.D(when), hhmm(rng))
    else:
        d.f('Author: {DOC} [{USR}]  Status: Signed  {DATE} {}\n', c.S(who, 'Lf')[0],
            who.user, c.D(when, 'i'), hhmm(rng))
    if ip or rng.random() < 0.35:
        d.f('Printed from workstation {IP} by {USR}\n', ipaddr(rng), c.rn.user)


def gp_block(d, c, label='GP'):
    d.f('{}: {}, {HOSP}\n', label, c.sig(c.gp), c.practice)
    d.f('{}\n', c.addr(which='gp'))
    if c.rng.random() < 0.7:
        d.f('Tel {PH}   Fax {FAX}\n', c.gp_ph, c.gp_fax)


def parent_contact(d, c):
    rng = c.rng
    d.f('{}: {FAM} ({}) {PH}', 'NOK' if rng.random() < 0.5 else 'Contact',
        c.F(c.parent), 'mother' if c.parent is c.mother else 'father', c.par_ph)
    if rng.random() < 0.4:
        d.f(', home {PH}', c.home_ph)
    d.plain('\n')


def ward_ext(rng):
    return ext(rng)


def specimen_no(rng, c, prefix='H'):
    return ids.accession(rng, prefix, c.op.year)


def order_no(rng):
    return rng.choice(['ORD' + digits(rng, 8), digits(rng, 10), 'RQ-' + digits(rng, 7)])
