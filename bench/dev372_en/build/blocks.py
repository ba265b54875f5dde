"""Shared note blocks: patient headers, addresses, GP details, signatures, footers."""
from core import (PT, DR, AG, DT, STR, CTY, STA, ZIP, CNT, HOS, ORG, MRN, SSN, HPN, ACC,
                  PHO, FAX, EML, UN, IPA, IDN, URL, LOC, chance, digits)
from people import username

COUNTRIES_FROM = ['Poland', 'Lithuania', 'Romania', 'Latvia', 'Scotland', 'Ireland', 'South Africa', 'Zimbabwe',
                  'the Philippines', 'Portugal', 'Brazil', 'Fiji', 'Samoa', 'Tonga', 'India', 'Vietnam', 'Ukraine',
                  'Mexico', 'Jamaica', 'England', 'Nigeria', 'Ghana', 'Somalia', 'Italy', 'Greece', 'Lebanon']


def ilen(items):
    n = 0
    for it in items:
        if it is None:
            continue
        if isinstance(it, list):
            n += ilen(it)
        elif isinstance(it, tuple):
            n += len(it[0])
        else:
            n += len(it)
    return n


def box(n, rows, width=None):
    width = width or max(ilen(r) for r in rows) + 2
    edge = '+' + '-' * (width + 2) + '+\n'
    n.w(edge)
    for r in rows:
        n.w('| ', r, ' ' * (width - ilen(r)), ' |\n')
    n.w(edge)


def addr(c, multiline=False, country=False, short=False):
    """Address items split into street, city, region, postcode, country."""
    rng, cc = c.rng, c.cc
    sep = '\n' if multiline else ', '
    out = [STR(c.street), sep]
    if short:
        return [STR(c.street), ', ', CTY(c.city)]
    if cc in ('eng', 'sco'):
        out += [CTY(c.city)]
        if chance(rng, 0.3) and c.region != c.city:
            out += [sep, CTY(c.region)]
        out += [sep if multiline else ' ', ZIP(c.zip)]
    elif cc == 'ire':
        out += [CTY(c.city)]
        if c.region != c.city or chance(rng, 0.5):
            out += [sep, 'Co. ', CTY(c.region)]
        out += [sep if multiline else ', ', ZIP(c.zip)]
    elif cc == 'nzl':
        out += [CTY(c.city), ' ', ZIP(c.zip)]
    elif cc == 'aus':
        out += [CTY(c.city), ' ', STA(c.region if chance(rng, 0.85) else c.region_full), ' ', ZIP(c.zip)]
    else:
        out += [CTY(c.city), ', ', STA(c.region if chance(rng, 0.85) else c.region_full),
                '  ' if multiline else ' ', ZIP(c.zip)]
    if country:
        out += [sep, CNT(c.country_written)]
    return out


def gp_addr(c):
    cc = c.cc
    out = [STR(c.gp_street), ', ', CTY(c.gp_city)]
    if cc in ('aus', 'can', 'usa'):
        out += [' ', STA(c.gp_region)]
    out += [' ' if cc != 'ire' else ', ', ZIP(c.gp_zip)]
    return out


def natid_items(c):
    if not c.natid:
        return []
    lab, val = c.natid
    if lab == 'NHI' and val == c.mrn:
        return []
    return ['%s: ' % lab, MRN(val)]


def header(n, c, style=None, ward=True, extra=True):
    rng, L = c.rng, c.L
    style = style or rng.choice(['box', 'fields', 'line', 'fields', 'line', 'us'] if L.nam else
                                ['box', 'fields', 'line', 'fields', 'line'])
    mrn_lab = rng.choice({'eng': ['Hosp No', 'Hospital No.', 'MRN', 'Unit No'], 'sco': ['Hosp No', 'MRN', 'Case No'],
                          'ire': ['MRN', 'Hosp. No.', 'Chart No'], 'aus': ['UR', 'UR No.', 'MRN'],
                          'nzl': ['NHI', 'NHI No'], 'can': ['MRN', 'Chart #', 'MRN'],
                          'usa': ['MRN', 'MR#', 'Med Rec #']}[c.cc])
    if style == 'box':
        rows = [[c.pfull()[0], '   %s   DOB ' % c.sex_short(), c.d(c.dob), ' (', c.age_item(), 'y)'],
                ['%s ' % mrn_lab, MRN(c.mrn)] + (['   '] + natid_items(c) if natid_items(c) else []),
                addr(c)]
        if ward and chance(rng, 0.6):
            rows.append([HOS(c.ward), ' / Bed ', ('%s' % c.bed, 'LOCATION_OTHER'), ' / ', 'Cons: ',
                         DR(c.cons.ini_last())])
        box(n, rows)
        return style
    if style == 'fields':
        n.w('Patient name: ', c.pfull(), '\n')
        n.w('DOB: ', c.d(c.dob), '   Age: ', c.age_item(), '   Sex: ', c.sex_short() if chance(rng, .5) else c.sexw.title(), '\n')
        n.w('%s: ' % mrn_lab, MRN(c.mrn))
        if natid_items(c):
            n.w('    ', natid_items(c))
        n.w('\n')
        if chance(rng, 0.55):
            n.w('Address: ', addr(c), '\n')
        if chance(rng, 0.35):
            n.w('Tel: ', PHO(c.phone), '\n')
        if c.cc in ('aus', 'can', 'usa', 'ire') and chance(rng, 0.35):
            n.w(c.plan, ' no.: ', HPN(c.hplan), '\n')
        if c.ssn and chance(rng, 0.12):
            n.w({'usa': 'SSN', 'can': 'SIN', 'ire': 'PPSN', 'aus': 'CRN', 'nzl': 'MSD no.'}[c.cc], ': ', SSN(c.ssn), '\n')
        if ward and chance(rng, 0.5):
            n.w('Location: ', HOS(c.hosp), ', ', HOS(c.ward), ', bed ', LOC(c.bed), '\n')
        return style
    if style == 'line':
        n.w('Pt: ', c.pfull(), ' | ', c.age_item(), c.sex_short(), ' | DOB ', c.d(c.dob), ' | %s ' % mrn_lab, MRN(c.mrn))
        if ward and chance(rng, 0.6):
            n.w(' | ', HOS(c.ward), ' bed ', LOC(c.bed))
        n.w('\n')
        return style
    # north american style
    n.w('Patient: ', c.pfull(), '    %s: ' % mrn_lab, MRN(c.mrn), '\n')
    n.w('DOB: ', c.d(c.dob), '    Age: ', c.age_item(), ' y.o.    Sex: ', c.sex_short(), '\n')
    if extra:
        n.w('Encounter: ', ACC(c.acct), '    Admit: ', c.d(c.adm), '\n')
        if chance(rng, 0.6):
            n.w('Payer: ', c.plan, '    Member ID: ', HPN(c.hplan), '\n')
        if chance(rng, 0.2) and c.ssn:
            n.w('SSN: ' if c.L.us else 'SIN: ', SSN(c.ssn), '\n')
    return style


def gp_block(n, c, fax=True):
    rng = c.rng
    w = c.L.gp_word()
    lab = w.upper() if chance(rng, 0.3) else w[0].upper() + w[1:]
    n.w(lab + ': ', c.dr(c.gp), ', ', HOS(c.practice))
    if chance(rng, 0.6):
        n.w(', ', gp_addr(c))
    n.w('\n')
    n.w('Tel ', PHO(c.gp_phone))
    if fax and chance(rng, 0.7):
        n.w('  Fax ', FAX(c.gp_fax))
    n.w('\n')


def staff_sig(n, c, p, bleep=False, lic=False, kind=None):
    rng = c.rng
    us = c.L.us
    if p.kind == 'doc' and chance(rng, 0.6):
        n.w('Dr%s ' % ('.' if us else ''), DR(rng.choice([p.full(), p.ini_last(dot=chance(rng, 0.5)), p.last])))
    else:
        n.w(DR(p.full() if chance(rng, 0.7) else p.ini_last(dot=chance(rng, 0.5))))
    if p.cred and chance(rng, 0.4):
        n.w(', ' + p.cred)
    if p.role and chance(rng, 0.75):
        n.w(', ' + p.role if not p.role.startswith(('FY', 'ST', 'CT', 'PGY')) else ' (' + p.role + ')')
    if lic:
        k = kind or p.kind
        k = k if k in ('doc', 'nurse', 'pharm') else 'doc'
        n.w('  ', c.L.licence_label(k), ' ', (c.L.clinician_licence(rng, k), 'LICENSE'))
    if bleep:
        n.w(rng.choice(['  pager ', '  pgr ', '  ext ']) if c.L.nam else rng.choice(['  bleep ', '  Bleep #', '  ext ']),
            PHO(c.bleep))
    n.w('\n')


def cnt(name):
    """Country items; a leading article stays outside the span."""
    if name.startswith('the '):
        return ['the ', CNT(name[4:])]
    return [CNT(name)]


def origin_line(n, c, lead=''):
    rng = c.rng
    here = [x for x in COUNTRY_HERE[c.cc]]
    src = rng.choice([x for x in COUNTRIES_FROM if x not in here])
    y = DT(c.yr(2, 30, 0))
    if lead.startswith(' '):
        n.w(' ')
    r = rng.random()
    if r < 0.3:
        n.w('Moved from ', cnt(src), ' in ', y, '. ')
    elif r < 0.55:
        n.w('Born in ', cnt(src), '; in ', cnt(rng.choice(here)), ' since ', y, '. ')
    elif r < 0.8:
        n.w('Originally from ', cnt(src), ', came over in ', y, '. ')
    else:
        n.w('Arrived from ', cnt(src), ' in ', y, ', family still there. ')


COUNTRY_HERE = {'eng': ['the UK', 'England'], 'sco': ['Scotland', 'the UK'], 'ire': ['Ireland'],
                'aus': ['Australia'], 'nzl': ['New Zealand', 'NZ'], 'can': ['Canada'], 'usa': ['the US', 'the States']}


def benefit_ids(n, c):
    """Social-security style identifiers where the country has them (never UK NI numbers)."""
    rng = c.rng
    lab = {'usa': 'SSN', 'can': 'SIN', 'ire': 'PPSN', 'aus': 'Centrelink CRN', 'nzl': 'MSD client no.'}.get(c.cc)
    if lab and c.ssn:
        n.w(lab, ': ', SSN(c.ssn))
        if c.cc in ('usa', 'can', 'ire', 'aus'):
            n.w('   ', c.plan, ': ', HPN(c.hplan))
        n.w('\n')
    elif c.cc in ('eng', 'sco') and chance(rng, 0.5):
        n.w('Private cover: ', c.plan, ' member ', HPN(c.hplan), '\n')


def footer(n, c, when=None):
    rng = c.rng
    when = when or c.today
    s = rng.choice(['esig', 'print', 'audit', 'docid', 'none', 'esig'])
    if s == 'none':
        return
    n.w('\n')
    if s == 'esig':
        who = c.act if chance(rng, 0.5) else c.jr
        n.w('Electronically signed by ', DR(who.full()), ' (', UN(username(rng, who)), ') on ', c.d(when),
            ' at %02d:%02d\n' % (rng.randint(7, 22), rng.randint(0, 59)))
    elif s == 'print':
        n.w('Printed ', c.d(when), ' %02d:%02d by ' % (rng.randint(7, 22), rng.randint(0, 59)), UN(c.username),
            ' from ', IPA(c.ip), '  Page 1 of %d\n' % rng.randint(1, 3))
    elif s == 'audit':
        n.w('[EPR] last modified by ', UN(c.username), ' @ ', IPA(c.ip), ' ', c.d(when), '\n')
    else:
        n.w('Doc ref: ', IDN('DOC-%s-%s' % (c.today.year, digits(rng, 6))), '   Version 1.%d\n' % rng.randint(0, 4))


def team_contact(n, c):
    rng = c.rng
    team = c.L.team()
    n.w(team, ' - ', HOS(c.hosp), '\n')
    n.w('Tel ', PHO(c.ext))
    if chance(rng, 0.5):
        n.w('  |  Email ', EML('%s@%s' % (rng.choice(['act.referrals', 'alcohol.liaison', 'aodcl', 'addiction.consult',
                                                      'alcoholteam']), c.domain)))
    if chance(rng, 0.3):
        n.w('  |  ', URL('https://intranet.%s/%s' % (c.domain, rng.choice(['alcohol-care-team', 'act', 'liaison/alcohol']))))
    n.w('\n')
