"""Reusable note blocks: demographics, signatures, social history, address headers."""
import ids
from case import D, addr_items, age_item, country_item
from note import P


def gp_term(c):
    return {'US': 'PCP', 'CA': 'family physician'}.get(c.cc, 'GP')


def lic_label(c, k):
    if c.cc == 'UK':
        return {'nurse': 'NMC PIN', 'pharm': 'GPhC', 'diet': 'HCPC'}.get(k, 'GMC')
    if c.cc == 'US':
        return {'nurse': 'RN Lic #', 'pharm': 'NPI', 'diet': 'NPI'}.get(k, 'NPI')
    if c.cc == 'CA':
        return {'nurse': 'CNO #', 'pharm': 'OCP #', 'diet': 'CDO #'}.get(k, 'CPSO #')
    if c.cc == 'AU':
        return 'AHPRA'
    if c.cc == 'IE':
        return {'nurse': 'NMBI PIN', 'pharm': 'PSI Reg', 'diet': 'CORU Reg'}.get(k, 'IMC Reg')
    return {'nurse': 'NCNZ', 'pharm': 'PCNZ', 'diet': 'DBNZ'}.get(k, 'MCNZ')


def nat_items(c, sep=': '):
    if not c.nat:
        return []
    return [c.nat[0], sep, P(c.nat[2], c.nat[1])]


def id_line(n, c, rng, sep='   '):
    """MRN plus national / plan / SSN identifiers on one line."""
    lab = rng.choice(('MRN', 'Hosp No', 'Hospital No', 'UR No' if c.cc == 'AU' else 'MRN', 'Chart #' if c.cc in ('US', 'CA') else 'RN'))
    n.w(lab, ': ', P('MRN', c.mrn))
    if c.nat:
        n.w(sep, *nat_items(c))
    if c.plan and rng.random() < 0.7:
        n.w(sep, c.plan[0], ': ', P('HEALTHPLAN', c.plan[1]))
    if c.ssn and rng.random() < 0.35:
        n.w(sep, c.ssn[0], ': ', P('SSN', c.ssn[1]))
    n.w('\n')


def demo(n, c, rng, addr=True, contact=None, name_style=None, age=True):
    st = name_style or rng.choice(('LF', 'lf', 'full', 'fml'))
    k = rng.randrange(3)
    if k == 0:
        n.w('Patient: ', c.pt.n(st), '\n', 'DOB: ', D(c, c.dob), '   ')
        if age:
            n.w('Age: ', P('AGE', c.age), '   ')
        n.w('Sex: ', 'Male' if c.pt.sex == 'M' else 'Female', '\n')
        id_line(n, c, rng)
    elif k == 1:
        n.w('Name: ', c.pt.n(st), ' | D.O.B. ', D(c, c.dob))
        if age:
            n.w(' (', P('AGE', c.age), 'y)')
        n.w(' | ', c.pt.sex, '\n')
        id_line(n, c, rng, ' | ')
    else:
        n.w(c.pt.n('LF'), '  ', D(c, c.dob, 'num'))
        if age:
            n.w('  ', P('AGE', c.age), c.pt.sex)
        n.w('\n')
        id_line(n, c, rng, '  ')
    if addr:
        n.w('Address: ', addr_items(c.cc, c.addr), '\n')
    if contact if contact is not None else rng.random() < 0.5:
        n.w('Tel: ', P('PHONE', c.tel))
        if rng.random() < 0.6:
            n.w('   Mobile: ', P('PHONE', c.mob))
        if rng.random() < 0.3:
            n.w('   Email: ', P('EMAIL', c.pemail))
        n.w('\n')


def gp_block(n, c, rng, label=None):
    n.w(label or ('%s: ' % gp_term(c)), c.gp.n(rng.choice(('dr', 'dr', 'drf'))), ', ', P('HOSPITAL', c.practice))
    if rng.random() < 0.5:
        n.w(', ', addr_items(c.cc, c.paddr, ', ', region=False))
    if rng.random() < 0.5:
        n.w('  Tel ', P('PHONE', c.p_tel))
    if rng.random() < 0.3:
        n.w('  Fax ', P('FAX', c.p_fax))
    n.w('\n')


def hosp_header(n, c, rng, dept=None, lines=True):
    n.w(P('HOSPITAL', c.hosp), '\n')
    if dept:
        n.w(dept, '\n')
    if lines:
        n.w(addr_items(c.cc, c.haddr, rng.choice((', ', '\n'))), '\n')
        if rng.random() < 0.3:
            n.w('Switchboard: ', P('PHONE', c.switch + rng.choice((' ext ', ' ext. ', ' x')) + ids.ext(rng)))
        else:
            n.w('Tel: ', P('PHONE', c.dept_tel))
        if rng.random() < 0.7:
            n.w('   Fax: ', P('FAX', c.dept_fax))
        n.w('\n')
        if rng.random() < 0.5:
            n.w('Email: ', P('EMAIL', c.dept_email), '\n')


def sign(n, c, rng, p, kind='doc', lic=None, contact=None, dated=None):
    dr = kind == 'doc'
    if dr:
        n.w(p.n(rng.choice(('dr', 'dr', 'full'))))
    else:
        n.w(p.n(rng.choice(('full', 'full', 'fml'))))
        n.w(rng.choice((', RN', ' RN', '', ', RD' if kind == 'diet' else '')))
    n.w('\n', p.role, '\n')
    if lic if lic is not None else rng.random() < 0.4:
        n.w(lic_label(c, kind), ' ', P('LICENSE', p.lic), '\n')
    if contact if contact is not None else rng.random() < 0.5:
        r = rng.random()
        if r < 0.4:
            n.w('Bleep ', P('PHONE', p.bleep), '\n')
        elif r < 0.7:
            n.w('Direct line ', P('PHONE', p.tel), '\n')
        else:
            n.w(P('EMAIL', p.email), '\n')
    if dated:
        n.w('Signed ', D(c, dated), ' ', '%02d:%02d' % (rng.randrange(7, 22), rng.randrange(60)), '\n')


def social(n, c, rng):
    pt = c.pt
    he = pt.he().capitalize()
    k = c.kin
    bits = []
    if c.retired:
        bits.append([he, ' is a retired ', P('PROFESSION', c.prof)])
    elif rng.random() < 0.5:
        bits.append([he, ' works as a ', P('PROFESSION', c.prof), ' at ', P('ORGANIZATION', c.employer)])
    else:
        bits.append([he, ' is employed by ', P('ORGANIZATION', c.employer), ' (', P('PROFESSION', c.prof),
                     '), currently on reduced hours'])
    r = rng.random()
    if r < 0.5:
        bits.append(['lives with ', pt.his(), ' ', k.rel, ' ', k.n(rng.choice(('first', 'full'))),
                     ', who is a ', P('PROFESSION', c.kin_prof)])
    elif r < 0.8:
        bits.append(['lives alone in ', P('CITY', c.addr['city']), '; ', pt.his(), ' ', k.rel, ' ',
                     k.n('full'), ' visits most days'])
    else:
        bits.append(['lives in a ground-floor flat with ', pt.his(), ' ', k.rel, ' (', k.n('first'), ')'])
    n.w(bits[0], '; ', bits[1], '. ')
    r = rng.random()
    if r < 0.35:
        n.w('Originally from ', country_item(c.abroad), '. ')
    elif r < 0.55:
        n.w('Keen to travel to ', country_item(c.abroad), ' - travel letter and overseas delivery to be discussed. ')
    n.w(rng.choice(('Never smoked. ', 'Ex-smoker (20 pack-years). ', 'Non-smoker, alcohol 0-4 units/wk. ',
                    'Smokes 5/day - cessation advice given. ', 'No alcohol since diagnosis. ')))


def cc_list(n, c, rng, who):
    n.w('\ncc: ')
    first = True
    for k in who:
        if not first:
            n.w(rng.choice(('\n    ', '; ')))
        first = False
        if k == 'gp':
            n.w(c.gp.n('dr'), ', ', P('HOSPITAL', c.practice))
        elif k == 'pt':
            n.w(c.pt.n(rng.choice(('full', 'tfull'))), ' (patient)')
        elif k == 'hc':
            n.w(P('ORGANIZATION', c.homecare), ' (homecare provider) - fax ', P('FAX', ids.phone(rng, c.cc, c.area)))
        elif k == 'hosp2':
            n.w('Referring team, ', P('HOSPITAL', c.hosp2))
        else:
            p = c.staff[k]
            n.w(p.n('full'), ', ', p.role)
    n.w('\n')


def dtime(rng):
    return '%02d:%02d' % (rng.randrange(0, 24), rng.randrange(60))
