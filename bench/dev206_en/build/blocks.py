"""Reusable note blocks: letterheads, patient banners, signatures, footers."""
from common import Ph, pick, chance
import fmt

COLLEGE = {'ON': 'CPSO', 'BC': 'CPSBC', 'AB': 'CPSA', 'QC': 'CMQ', 'NS': 'CPSNS',
           'MB': 'CPSM', 'SK': 'CPSS', 'NB': 'CPSNB', 'NL': 'CPSNL'}
DEPTS = ['Division of Rheumatology', 'Rheumatology Service', 'Clinical Immunology & Allergy',
         'Department of Medicine - Rheumatology', 'Allergy and Clinical Immunology Service',
         'Arthritis Program', 'Immunology Department']


def college(c):
    return COLLEGE[c.prov_ab] if c.country == 'CA' else 'MCNZ'


def lic_line(c, lic=None):
    lic = lic or c.md_lic
    r = c.rng
    lab = college(c)
    form = pick(r, ['%s #', '%s No. ', '%s reg. ', '%s: '])
    return [form % lab, Ph(lic, 'LICENSE')]


def letterhead(nb, c, dept=None, site=None, url=True, email=True):
    r = c.rng
    site = site or c.site
    nb.add(Ph(site, 'HOSPITAL'), '\n')
    if dept is not False:
        nb.add((dept or pick(r, DEPTS)), '\n')
    nb.add(c.site_addr())
    if chance(r, 0.2):
        nb.add(pick(r, [', ', '  ']), c.country_name())
    nb.add('\n')
    nb.add(pick(r, ['Tel: ', 'Phone ', 'Ph: ', 'T: ']), c.clinic_phone,
           pick(r, ['   Fax: ', ' | Fax ', '  F: ', '   Fax ']), c.clinic_fax, '\n')
    if email and chance(r, 0.6):
        nb.add(Ph(c.clinic_email, 'EMAIL'))
        if url and chance(r, 0.5):
            nb.add('  |  ', Ph(fmt.org_url(r, site), 'URL'))
        nb.add('\n')
    elif url and chance(r, 0.3):
        nb.add(Ph(fmt.org_url(r, site), 'URL'), '\n')
    nb.add('\n')


def banner(nb, c, date=None, acct=True, hc=True, addr=False, style=None):
    """Patient identification block."""
    r = c.rng
    date = date or c.date
    st = r.randrange(4) if style is None else style
    if st == 0:
        nb.add('Patient: ', c.pt.LF(), '\n', 'DOB: ', c.d(c.dob), '   Sex: ', c.sex, '\n')
        nb.add(c.mrn_line(), '\n')
        if hc:
            nb.add(c.hc_line(), '\n')
    elif st == 1:
        nb.add('Name: ', c.pt.fml(), pick(r, ['   ', ' | ']), 'DOB ', c.d(c.dob),
               ' (', c.age_ph(), pick(r, [' y)', ' yrs)', 'y)']), '\n')
        nb.add(c.mrn_line())
        if hc:
            nb.add(pick(r, ['   ', ' | ']), c.hc_line())
        nb.add('\n')
    elif st == 2:
        nb.add('RE: ', c.pt.full(), ', DOB ', c.d(c.dob), ', ', c.mrn_line(), '\n')
        if hc:
            nb.add(c.hc_line(), '\n')
    else:
        nb.add('PATIENT  ', c.pt.LF(), '\n', 'D.O.B.   ', c.d(c.dob), '  Age ', c.age_ph(),
               '  Sex ', c.sex, '\n', 'ID       ', Ph(c.mrn, 'MRN'), '\n')
        if hc:
            nb.add(c.hc_line(), '\n')
    if addr:
        nb.add('Address: ', c.addr_inline(), '\n')
        if chance(r, 0.5):
            nb.add('Phone: ', c.phone(ext=False), '\n')
    if acct:
        nb.add(pick(r, ['Encounter #: ', 'Visit No: ', 'Acct: ', 'Billing #: ', 'Episode: ']),
               Ph(c.acct, 'ACCOUNT'), '\n')
    nb.add(pick(r, ['Date of service: ', 'Visit date: ', 'Date: ', 'Seen: ']), c.d(date), '\n\n')


def signature(nb, c, who=None, role='Rheumatologist', date=None, esign=None):
    r = c.rng
    who = who or c.md
    date = date or c.date
    if esign is None:
        esign = chance(r, 0.5)
    if esign:
        nb.add('Electronically signed by ', c.dr(who, style=pick(r, [1, 2, 4])), ' on ', c.d(date),
               ' at %02d:%02d' % (r.randint(7, 19), r.randrange(60)), '\n')
        if chance(r, 0.6):
            nb.add(lic_line(c), '\n')
    else:
        nb.add(pick(r, ['Sincerely,\n\n', 'Yours sincerely,\n\n', 'Kind regards,\n\n', 'Regards,\n\n',
                        'Ngā mihi,\n\n' if c.country == 'NZ' else 'Best regards,\n\n']))
        nb.add(c.dr(who, style=pick(r, [1, 2, 2, 4])), '\n', role, '\n')
        if chance(r, 0.7):
            nb.add(lic_line(c), '\n')
    if chance(r, 0.4):
        nb.add('D: ', c.d(date), '  T: ', c.d(fmt.add_days(date, r.randint(0, 2))), '\n')
        nb.add(who.inits(dots=False), '/', c.person('DOCTOR').tiny(), '\n')


def cc(nb, c):
    r = c.rng
    nb.add('cc: ', c.dr(c.gp, style=pick(r, [0, 1, 3])), ', ', Ph(c.gp_prac, 'HOSPITAL'))
    if chance(r, 0.6):
        sep = pick(r, [' (fax ', ', Fax: ', ' - fax '])
        nb.add(sep, c.fax(), ')' if sep == ' (fax ' else '')
    nb.add('\n')
    if chance(r, 0.3):
        nb.add('    ', c.pt.full(), ' (patient)\n')


def audit(nb, c, user=None, date=None):
    r = c.rng
    user = user or c.md
    date = date or c.date
    k = r.randrange(3)
    if k == 0:
        nb.add('Entered by: ', user.uname(), ' | Printed ', c.d(date),
               ' %02d:%02d' % (r.randint(7, 20), r.randrange(60)), ' from ', Ph(fmt.ip_private(r), 'IPADDR'), '\n')
    elif k == 1:
        nb.add('[audit] user=', user.uname(), ' ws=', Ph(fmt.ip_private(r), 'IPADDR'), ' ts=', c.d(date, 'iso'),
               'T%02d:%02d:%02d' % (r.randint(7, 20), r.randrange(60), r.randrange(60)), '\n')
    else:
        nb.add('Last edited by ', user.uname(), ' on ', c.d(date), '\n')


def fam_mention(c):
    """'his wife Ana' style pieces: relation outside, name inside."""
    r = c.rng
    form = pick(r, [c.fam.fn, c.fam.full, c.fam.fn])
    return [c.sexw('her ', 'his ') + c.fam_rel + ' ', form()]
