"""Shared segment helpers for the genre modules. A segment is a str (plain) or (text, TYPE) (PHI)."""
import pools as P

SHORT = {
    '47562': ['Lap chole', 'LAP CHOLE', 'lap chole'], '27447': ['TKA', 'TKR', 'total knee'],
    '27130': ['L THA', 'L THR', 'left total hip'], '44970': ['Lap appy', 'LAP APPY', 'lap appendectomy'],
    '49505': ['R IHR w/ mesh', 'R inguinal hernia', 'open IHR'], '64721': ['L CTR', 'L carpal tunnel rel', 'CTR left'],
    '25607': ['ORIF R DR', 'ORIF distal radius', 'R wrist ORIF'], '29888': ['L ACL recon', 'ACLR left', 'L ACL'],
    '66984': ['Phaco/IOL OD', 'R cataract', 'CE/IOL OD'], '52601': ['TURP', 'TURP', 'TURP (bipolar)'],
    '52332': ['Cysto/L stent', 'cysto + L JJ', 'Cysto L ureteral stent'], '58571': ['TLH/BSO', 'TLH BSO', 'lap hyst/BSO'],
    '42820': ['T&A', 'T+A', 'tonsils/adenoids'], '60240': ['Total thyroid', 'TT', 'total thyroidectomy'],
    '63047': ['L4-5 lami', 'lumbar lami L4-5', 'L4/5 decompression'], '22551': ['ACDF C5-6', 'ACDF C5/6', 'C5-6 ACDF'],
    '33208': ['DC PPM', 'PPM insertion', 'dual chamber PPM'], '19301': ['L lumpectomy/SLNB', 'L lump + SLN', 'L BCS/SLNB'],
    '44205': ['Lap R hemi', 'lap R hemicolectomy', 'LRH'], '29827': ['R RCR scope', 'R shoulder arthroscopic RCR', 'R RCR'],
    '27125': ['L hemiarthroplasty', 'L hip hemi', 'L hemi'], '36561': ['Port insertion', 'port-a-cath', 'R IJ port'],
    '30520': ['Septo/ITR', 'septoplasty + ITR', 'SMR/turbs'], '58558': ['D&C/hysteroscopy', 'hysteroscopy D&C', 'D+C/HSC'],
    '52356': ['R URS/laser', 'R URS holmium litho', 'R URS + stent'], '49593': ['Lap VHR w/ mesh', 'lap ventral hernia', 'LVHR'],
    '61510': ['R frontal crani', 'crani for tumour', 'R crani'], '33533': ['CABG x3', 'CABGx3', 'CABG x 3'],
    '11403': ['Exc cyst back', 'excision cyst', 'cyst excision'],
}


def proc_short(g, c):
    s = g.ch(SHORT.get(c.proc[1], [c.proc[0]]))
    if c.proc[1] == '27447':
        side = 'R' if 'right' in c.proc[0] else 'L'
        s = side + ' ' + s
    return s


def pt(c, f):
    return (c.pt.form(f), 'PATIENT')


def dr(p, f):
    return (p.form(f), 'DOCTOR')


def drc(p, f='full', sep=', '):
    """Name then credential outside the span."""
    if getattr(p, 'cred', ''):
        return [(p.form(f), 'DOCTOR'), sep + p.cred]
    return [(p.form(f), 'DOCTOR')]


def drt(g, p, f=None):
    """Dr. + surname / full name; title outside."""
    f = f or g.ch(['last', 'last', 'full', 'fil'])
    return [g.ch(['Dr. ', 'Dr ', 'Dr. ']), (p.form(f), 'DOCTOR')]


def hosp(h, abbr=False):
    return (h[1] if abbr else h[0], 'HOSPITAL')


def tm(g, h, m, st=0):
    return g.tm(h, m, st)


def addmin(h, m, k):
    t = h * 60 + m + k
    return (t // 60) % 24, t % 60


def addr_line(g, a, sep=', '):
    segs = [(a['street'], 'STREET'), sep, (a['city'], 'CITY'), ', ']
    if g.maybe(0.85):
        segs += [(a['st'], 'STATE')]
    else:
        segs += [(a['state'], 'STATE')]
    segs += [g.ch([' ', '  ']), (a['zip'], 'ZIP')]
    return segs


def addr_lines(g, a):
    """Two-line postal block as a list of lines (each a list of segments)."""
    return [[(a['street'], 'STREET')], [(a['city'], 'CITY'), ' ', (a['st'], 'STATE'), '  ', (a['zip'], 'ZIP')]]


def phone_lab(g):
    return g.ch(['Tel: ', 'Ph: ', 'Phone: ', 'Cell: ', 'cell ', 'H: ', 'Home ', 'C: ', 'Mobile: '])


def pagerseg(g):
    return [g.ch(['pgr ', 'pager ', 'Pager #', 'p. ', 'bb ']), (g.pager(), 'PHONE')]


def extseg(g):
    return [g.ch(['ext. ', 'ext ', 'local ', 'Ext ']), (g.ext(), 'PHONE')]


def famrel(g, c=None, close=False):
    rel = g.ch(P.FAM_REL)
    if close:
        rel = g.ch(['wife', 'husband', 'daughter', 'son', 'sister', 'brother', 'partner'])
    if c is not None and c.age > 55:
        while rel in ('mother', 'father', 'aunt'):
            rel = g.ch(P.FAM_REL)
    if c is not None and c.age < 30:
        while rel in ('son', 'daughter', 'grandson', 'granddaughter', 'son-in-law', 'daughter-in-law', 'niece', 'nephew'):
            rel = g.ch(P.FAM_REL)
    if c is not None and c.age < 16:
        rel = g.ch(['mother', 'father', 'grandmother', 'aunt', 'stepfather', 'guardian'])
    sex = 'F' if rel in ('wife', 'daughter', 'mother', 'sister', 'niece', 'granddaughter', 'aunt',
                         'daughter-in-law', 'grandmother') else (
        'M' if rel in ('husband', 'son', 'father', 'brother', 'nephew', 'grandson', 'son-in-law', 'stepfather') else None)
    last = c.pt.last if (c is not None and rel in ('son', 'daughter', 'mother', 'father', 'brother', 'sister')
                         and g.maybe(0.6)) else None
    return rel, g.person(sex=sex, last=last)


def mrn_lab(g):
    return g.ch(['MRN: ', 'MRN ', 'MR#: ', 'Med Rec #: ', 'Chart #: ', 'MRN#', 'Hosp #: ', 'UR#: '])


def acct_lab(g):
    return g.ch(['Acct: ', 'Acct #: ', 'Encounter: ', 'Visit #: ', 'FIN: ', 'CSN: ', 'Billing #: ', 'Enc#'])


def dob_lab(g):
    return g.ch(['DOB: ', 'DOB ', 'D.O.B.: ', 'Birth date: ', 'Date of birth: '])


def age_phrase(g, c):
    """Segments for an age in running text."""
    a = str(c.age)
    k = g.ri(0, 6)
    sx = {'F': g.ch(['female', 'woman', 'F']), 'M': g.ch(['male', 'man', 'M'])}[c.sex]
    if c.age < 16:
        sx = {'F': 'girl', 'M': 'boy'}[c.sex]
    if k == 0:
        return [(a, 'AGE'), '-year-old ' + sx]
    if k == 1:
        return [(a, 'AGE'), ' yo ' + sx]
    if k == 2:
        return [(a, 'AGE'), 'yo ' + sx]
    if k == 3:
        return [(a, 'AGE'), ' y/o ' + sx]
    if k == 4:
        return [(a, 'AGE'), ' year old ' + sx]
    if k == 5:
        return [(a, 'AGE'), ' YO ' + sx]
    return [(a, 'AGE'), '-yr-old ' + sx]


def label_block(n, g, c, style=None):
    """Addressograph-style patient label."""
    style = g.ri(0, 3) if style is None else style
    if style == 0:
        n.line(pt(c, 'LF'), '    ', mrn_lab(g), (c.mrn, 'MRN'))
        n.line(dob_lab(g), (g.d(c.dob), 'DATE'), ' (', (str(c.age), 'AGE'), g.ch(['y', ' y', ' yrs']), ')  ', c.sex,
               '    ', acct_lab(g), (c.acct, 'ACCOUNT'))
        n.line('Attending: ', dr(c.surgeon, g.ch(['LF', 'lf', 'full'])))
    elif style == 1:
        n.line('Patient: ', pt(c, g.ch(['full', 'fml', 'lf'])))
        n.line(mrn_lab(g), (c.mrn, 'MRN'), '   ', dob_lab(g), (g.d(c.dob), 'DATE'), '   Age: ', (str(c.age), 'AGE'),
               '   Sex: ', c.sex)
    elif style == 2:
        n.line('*** ', pt(c, 'LF'), ' *** ', g.agesex(c), ' *** ', (c.mrn, 'MRN'), ' ***')
        n.line(acct_lab(g), (c.acct, 'ACCOUNT'), ' | ', dob_lab(g), (g.d(c.dob), 'DATE'))
    else:
        n.line('Name: ', pt(c, g.ch(['lfm', 'lf', 'full'])))
        n.line('DOB: ', (g.d(c.dob), 'DATE'))
        n.line('Age/Sex: ', g.agesex(c, g.ri(0, 5)))
        n.line(mrn_lab(g), (c.mrn, 'MRN'))
        n.line(acct_lab(g), (c.acct, 'ACCOUNT'))


def staff_sig(g, p, role_word=''):
    return [role_word, (p.form(g.ch(['full', 'fml', 'full'])), 'DOCTOR'), ', ' + p.cred] if getattr(p, 'cred', '') else \
        [role_word, (p.form('full'), 'DOCTOR')]


def prof_a(g, lead=''):
    """' a welder' / ' an electrician' with the occupation as the span."""
    p = g.profession()
    return [lead + ('an ' if p[0] in 'aeiou' else 'a '), (p, 'PROFESSION')]
