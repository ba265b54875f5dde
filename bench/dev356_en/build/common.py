"""Rendering helpers shared by the genre modules. They return item lists for Doc.add."""
import fmt
from case import state_full

NUMWORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
            'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen']


def nm(r, p, code='PAT', style=None):
    if style is None:
        style = r.choice(['full', 'full', 'full', 'fml', 'LF', 'first'])
    f, l = p.first, p.last
    if style == 'full':
        s = '%s %s' % (f, l)
    elif style == 'fml':
        s = '%s %s. %s' % (f, p.mi, l) if p.mi else '%s %s' % (f, l)
    elif style == 'first':
        s = f
    elif style == 'last':
        s = l
    elif style == 'LF':
        s = '%s, %s' % (l, f)
    elif style == 'LFU':
        s = '%s, %s' % (l.upper(), f.upper())
    elif style == 'LFm':
        s = '%s, %s%s' % (l.upper(), f, ' ' + p.mi if p.mi else '')
    elif style == 'init':
        s = '%s. %s' % (f[0], l)
    elif style == 'inits':
        s = '%s.%s.' % (f[0], l[0])
    elif style == 'ini':
        s = '%s%s' % (f[0], l[0])
    elif style == 'lini':
        s = '%s%s' % (f[0].lower(), l[0].lower())
    elif style == 'fl':
        s = '%s %s.' % (f, l[0])
    else:
        raise ValueError(style)
    return (code, s)


def st(r, p, style=None, cred=None, title=None):
    """Staff member with title and credentials outside the span."""
    if style is None:
        style = r.choice(['full', 'full', 'fml', 'init', 'last'])
    items = []
    t = p.title if title is None else title
    if style == 'last' and not t:
        style = 'full'
    if t:
        items.append(t + ' ')
    items.append(nm(r, p, 'DOC', style))
    c = p.cred if cred is None else cred
    if c:
        items.append(', ' + c if r.random() < 0.75 else ' ' + c)
    return items


def lic(r, p):
    lab, val = p.lic
    return [lab + (' ' if not lab.endswith('#') else ' '), ('LIC', val)]


WSTYLE = {'UK': 'wdMMy', 'IE': 'wdMMy', 'AU': 'wdMMy', 'NZ': 'wdMMy', 'US': 'wMMdy', 'CA': 'wMMdy'}


def dt(r, c, d, style=None):
    if style == 'ev':
        style = WSTYLE[c.cc] if r.random() < 0.3 else None
    return ('DATE', fmt.fdate(r, d, c.cc, style or c.ds))


def region_items(r, c, a, full=None):
    reg = a['region']
    if reg is None:
        return []
    if c.cc in ('UK', 'IE'):
        return [('CITY', reg)]
    if full is None:
        full = r.random() < 0.15
    return [('STATE', state_full(c.cc, reg) if full else reg)]


def addr(r, c, a, multiline=False, sep=', '):
    """Address split into parts; returns items."""
    cc = c.cc
    reg = region_items(r, c, a, full=False)
    nl = '\n' if multiline else sep
    items = [('ST', a['street']), nl, ('CITY', a['city'])]
    if cc in ('UK', 'IE'):
        if reg and r.random() < 0.6:
            items += [nl] + reg
        items += [nl if multiline or r.random() < 0.5 else ' ', ('ZIP', a['zip'])]
    elif cc in ('US', 'CA'):
        items += [', '] + reg + [' ' if r.random() < 0.7 else '  ', ('ZIP', a['zip'])]
    elif cc == 'AU':
        items += [' ' if not multiline else '\n'] + reg + [' ', ('ZIP', a['zip'])]
    else:
        if reg and r.random() < 0.35:
            items += [', '] + reg
        items += [' ', ('ZIP', a['zip'])]
    return items


def age(r, c, form=None, m=None):
    """Age of the patient; the number (or compound years+months) is the span."""
    months = c.age_m if m is None else m
    y = months // 12
    if form is None:
        if months < 24:
            form = r.choice(['mo', 'month-old', 'mo_short', 'ym' if months >= 12 else 'mo'])
        else:
            form = r.choice(['yo', 'year-old', 'aged', 'y', 'years', 'ym', 'word', 'yo'])
    if form == 'mo':
        return [('AGE', str(months)), ' months']
    if form == 'month-old':
        return [('AGE', str(months)), '-month-old']
    if form == 'mo_short':
        return [('AGE', str(months)), r.choice(['m', ' mo', '/12'])]
    if form == 'ym':
        mm = months % 12
        return [('AGE', r.choice(['%dy %dm' % (y, mm), '%d years %d months' % (y, mm), '%dy%dm' % (y, mm)]))]
    if y < 1:
        return [('AGE', str(months)), ' months']
    if form == 'yo':
        return [('AGE', str(y)), r.choice([' yo', 'yo', ' y/o', ' yr old'])]
    if form == 'year-old':
        return [('AGE', str(y)), '-year-old']
    if form == 'aged':
        return ['aged ', ('AGE', str(y))]
    if form == 'y':
        return [('AGE', str(y)), 'y']
    if form == 'years':
        return [('AGE', str(y)), ' years']
    if form == 'word':
        if y < len(NUMWORDS):
            return [('AGE', NUMWORDS[y]), '-year-old']
        return [('AGE', str(y)), '-year-old']
    if form == 'num':
        return [('AGE', str(y))]
    raise ValueError(form)


def age_sex(r, c):
    """'4 yo M' / '4F' style for headers."""
    y = c.age_y
    if c.age_m < 24:
        return [('AGE', str(c.age_m)), '/12 ' + c.sex]
    return [('AGE', str(y)), r.choice([' ' + c.sex, c.sex, 'y ' + c.sex, ' yo ' + c.sex])]


def hp_label(r, c):
    return {'UK': r.choice(['NHS No', 'NHS no.', 'NHS Number']),
            'IE': r.choice(['Medical card no.', 'GMS no.', 'Med card']),
            'US': r.choice(['Member ID', 'Medicaid ID', 'Ins ID']),
            'CA': r.choice(['Health card', 'PHN', 'HCN']),
            'AU': r.choice(['Medicare', 'Medicare No.', 'Medicare no']),
            'NZ': r.choice(['NHI', 'NHI No', 'NHI:'])}[c.cc]


def mrn_label(r, c):
    return {'UK': ['Hosp No', 'Hospital No.', 'MRN', 'RN'], 'IE': ['MRN', 'Hosp No.', 'Chart No.'],
            'US': ['MRN', 'MR#', 'Med Rec #'], 'CA': ['MRN', 'Chart #', 'MRN:'],
            'AU': ['UR', 'UR No.', 'URN', 'MRN'], 'NZ': ['Hosp No', 'MRN', 'Local ID']}[c.cc][r.randint(0, 2)]


def ids_line(r, c, sep='   '):
    """MRN, health-plan and sometimes SSN on one line."""
    items = [mrn_label(r, c), ': ', ('MRN', c.mrn), sep, hp_label(r, c), ' ', ('HP', c.hp)]
    if c.ssn and r.random() < 0.35:
        lab = {'US': 'SSN', 'IE': 'PPSN', 'CA': 'SIN (parent)'}[c.cc]
        items += [sep, lab, ': ', ('SSN', c.ssn)]
    return items


def relword(r, c, p):
    return p.rel


def dear(r, c):
    return c.gp


def sign_typist(r, c):
    """Dictation / typing reference like DD/jk or CR/tw."""
    k = r.randint(0, 2)
    if k == 0:
        return [nm(r, c.cons, 'DOC', 'ini'), '/', nm(r, c.typist, 'DOC', 'lini')]
    if k == 1:
        return ['Dictated by ', nm(r, c.cons, 'DOC', 'init'), '; typed by ', nm(r, c.typist, 'DOC', 'full')]
    return ['Ref: ', nm(r, c.cons, 'DOC', 'ini'), '/', nm(r, c.typist, 'DOC', 'lini'), '/', ('MRN', c.mrn)]


def phone_items(r, c, p, label=None):
    return [(label or 'Mobile') + ': ', ('PH', p.phone)]


def email(r, p, domain):
    return fmt.email_local(r, p.first, p.last) + '@' + domain


def hosp_head(r, c, h=None, full=True):
    """Letterhead for a hospital service."""
    h = h or c.hosp
    it = [('HOSP', h['name']), '\n']
    it.append(r.choice(['%s Allergy Service' % ('Pediatric' if c.us else 'Paediatric'),
                        "Children's Allergy Service", 'Department of %s Allergy & Immunology' % ('Pediatric' if c.us else 'Paediatric'),
                        'Allergy & Immunology Clinic']) + '\n')
    it += addr(r, c, h['addr']) + ['\n']
    it += [r.choice(['Tel: ', 'T: ', 'Phone ']), ('PH', h['phone'])]
    if r.random() < 0.8:
        it += [r.choice(['  Fax: ', ' | F: ', '   Fax ']), ('FAX', h['fax'])]
    it.append('\n')
    if full and r.random() < 0.7:
        it += [r.choice(['Email: ', 'E: ']), ('EM', r.choice(['allergy', 'paedallergy', 'allergy.admin', 'ofc.bookings']) + '@' + h['domain'])]
        if r.random() < 0.5:
            it += ['  ', ('URL', h['url'])]
        it.append('\n')
    return it


def pt_block(r, c, lines=True):
    """Patient identification block."""
    sep = '\n' if lines else '   '
    it = ['Name: ', nm(r, c.pt, 'PAT', r.choice(['full', 'LFU', 'LF', 'fml'])), sep,
          'DOB: ', dt(r, c, c.dob), sep]
    it += ids_line(r, c, sep) + ['\n']
    if r.random() < 0.6:
        it += ['Address: '] + addr(r, c, c.addr) + ['\n']
    return it
