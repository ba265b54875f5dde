"""Per-note context: the patient, relatives, clinicians, sites and their
identifiers, plus helpers that render them as piece lists for Note.x()."""
import datetime as dtm

from core import R, P, pick, chance, digits, join
import fmt
import pools_names as PN
import pools_places as PP


class Person:
    def __init__(self, sex=None, origin_bias=None):
        self.sex = sex or pick(['M', 'F'])
        self.first = pick(PN.FIRST_M if self.sex == 'M' else PN.FIRST_F)
        self.last = pick(PN.SURNAMES)
        self.mid = pick('ABCDEFGHJKLMNPRSTW') if chance(0.45) else None
        self.nick = PN.NICK.get(self.first)


def uname(p):
    f, l = p.first.lower().replace('-', ''), p.last.lower().replace("'", '').replace(' ', '')
    return pick(['%s%s' % (f[0], l), '%s.%s' % (f, l), '%s%s%d' % (f[0], l[:6], R.randint(1, 9)),
                 '%s%s' % (l[:5], f[0]), '%s_%s' % (f[0], l), 'rn_%s%s' % (f[0], l[:5]),
                 '%s%s%s' % (f[0], (p.mid or 'x').lower(), l[:6])])


def title(p, c, kind='pt'):
    dot = '.' if c in ('US', 'CA') else ''
    if kind == 'dr':
        return 'Dr' + dot
    if kind == 'surg' and c in ('UK', 'IE', 'NZ'):
        return ('Mr' if p.sex == 'M' else pick(['Ms', 'Miss'])) + dot
    if kind == 'surg':
        return 'Dr' + dot
    if p.sex == 'M':
        return 'Mr' + dot
    return pick(['Mrs', 'Ms', 'Mrs', 'Miss']) + dot


def nm(p, typ, style, c='UK'):
    """Render a person's name as pieces; titles stay outside the span."""
    f, l, m = p.first, p.last, p.mid
    if style == 'full':
        return P(typ, '%s %s' % (f, l))
    if style == 'fml':
        return P(typ, '%s %s. %s' % (f, m, l) if m else '%s %s' % (f, l))
    if style == 'lf':
        return P(typ, '%s, %s' % (l, f))
    if style == 'LF':
        return P(typ, '%s, %s' % (l.upper(), f.upper()) + (' %s' % m if m else ''))
    if style == 'LFm':
        return P(typ, '%s, %s' % (l.upper(), f) + (' %s' % m if m else ''))
    if style == 'il':
        return P(typ, '%s. %s' % (f[0], l))
    if style == 'il2':
        return P(typ, '%s %s' % (f[0], l))
    if style == 'last':
        return P(typ, l)
    if style == 'LAST':
        return P(typ, l.upper())
    if style == 'first':
        return P(typ, f)
    if style == 'ini':
        return P(typ, '%s%s' % (f[0], l[0]))
    if style == 'inil':
        return P(typ, ('%s%s' % (f[0], l[0])).lower())
    if style == 'ini3':
        return P(typ, '%s%s%s' % (f[0], m or 'A', l[0]))
    raise ValueError(style)


def drn(p, c, kind='dr', style=None):
    """Clinician with title: 'Dr [Okafor]' / 'Mr [Patel]' / '[Amara Okafor]'."""
    style = style or pick(['t_last', 't_full', 't_il', 'full', 'full'])
    if style == 't_last':
        return [title(p, c, kind) + ' ', nm(p, 'DOCTOR', 'last')]
    if style == 't_full':
        return [title(p, c, kind) + ' ', nm(p, 'DOCTOR', 'full')]
    if style == 't_il':
        return [title(p, c, kind) + ' ', nm(p, 'DOCTOR', 'il')]
    return nm(p, 'DOCTOR', style)


def ptn(n, style=None):
    """The patient's name in one of many styles."""
    ctx = n.ctx
    p, c = ctx['P'], ctx['c']
    style = style or pick(['full', 'full', 'fml', 'LF', 'lf', 't_last', 't_full'])
    if style == 't_last':
        return [ctx['pt_title'] + ' ', nm(p, 'PATIENT', 'last')]
    if style == 't_full':
        return [ctx['pt_title'] + ' ', nm(p, 'PATIENT', 'full')]
    return nm(p, 'PATIENT', style)


CRED = {
    'neph': {'UK': ['MBChB MRCP', 'MB BS FRCP', 'MD FRCP', 'BM BCh PhD MRCP'],
             'IE': ['MB BCh BAO MRCPI', 'FRCPI'], 'US': ['MD', 'DO', 'MD, FASN'],
             'CA': ['MD FRCPC', 'MD'], 'AU': ['FRACP', 'MBBS FRACP'], 'NZ': ['FRACP', 'MBChB FRACP']},
    'surg': {'UK': ['FRCS', 'MBBS FRCS (Vasc)', 'MD FRCS'], 'IE': ['FRCSI', 'MCh FRCSI'],
             'US': ['MD', 'MD, FACS', 'DO, FACS'], 'CA': ['MD FRCSC'], 'AU': ['FRACS', 'MBBS FRACS'],
             'NZ': ['FRACS']},
    'rad': {'UK': ['FRCR', 'MBBS FRCR'], 'IE': ['FFR RCSI'], 'US': ['MD'], 'CA': ['MD FRCPC'],
            'AU': ['FRANZCR'], 'NZ': ['FRANZCR']},
    'nurse': {'UK': ['RN'], 'IE': ['RGN'], 'US': ['RN', 'RN, CNN', 'LPN'], 'CA': ['RN'],
              'AU': ['RN', 'CNS'], 'NZ': ['RN']},
    'sono': {'UK': ['AVS', 'CVS'], 'IE': ['CVS'], 'US': ['RVT', 'RDMS, RVT'], 'CA': ['RVT'],
             'AU': ['AMS', 'CCVS'], 'NZ': ['DMU (Vasc)']},
}


def cred(c, kind):
    return pick(CRED[kind][c])


def town(c):
    return pick({'UK': PP.UK_TOWNS, 'US': PP.US_TOWNS, 'CA': PP.CA_TOWNS, 'AU': PP.AU_TOWNS,
                 'NZ': PP.NZ_TOWNS, 'IE': PP.IE_TOWNS}[c])


def street(c, with_unit=None):
    stem = pick(PP.STREET_STEMS)
    suf = pick(PP.SUFFIX[c])
    num = R.randint(1, 240) if c not in ('US',) else R.randint(100, 9899)
    unit = with_unit if with_unit is not None else chance(0.22)
    base = '%d %s %s' % (num, stem, suf)
    if not unit:
        return base
    if c == 'UK':
        return pick(['Flat %d, %s' % (R.randint(1, 24), base), '%d%s %s %s' % (num, pick('ab'), stem, suf)])
    if c == 'US':
        return pick(['%s, Apt %d%s' % (base, R.randint(1, 30), pick('ABCD')), '%s Unit %d' % (base, R.randint(1, 40)),
                     '%s #%d' % (base, R.randint(2, 12))])
    if c == 'CA':
        return pick(['%d-%s' % (R.randint(101, 1908), base), 'Apt %d, %s' % (R.randint(1, 30), base)])
    if c == 'AU':
        return '%s/%s' % (R.randint(1, 20), base) if chance(0.6) else 'Unit %d, %s' % (R.randint(1, 20), base)
    if c == 'NZ':
        return '%d/%s' % (R.randint(1, 9), base)
    return pick(['Apt %d, %s' % (R.randint(1, 40), base), '%d %s %s' % (num, stem, pick(['Park', 'Court', 'Lawn']))])


def address(c, tw=None, style='line', country_line=False):
    """Pieces for a postal address.  style 'line' (one line) or 'block' (multi-line)."""
    tw = tw or town(c)
    st = street(c)
    city = tw[0]
    sep = '\n' if style == 'block' else ', '
    out = [P('STREET', st), sep, P('CITY', city)]
    pc = fmt.postcode(c, tw)
    if c == 'UK':
        if tw[1] and chance(0.5):
            out += [sep, P('CITY', tw[1])]
        out += [sep if style == 'block' else ' ' if chance(0.5) else ', ', P('ZIP', pc)]
    elif c == 'US':
        stx = tw[1] if chance(0.85) else tw[2]
        out += [', ', P('STATE', stx), ' ' if chance(0.7) else '  ', P('ZIP', pc)]
    elif c == 'CA':
        stx = tw[1] if chance(0.8) else tw[2]
        out += [', ' if chance(0.5) else ' ', P('STATE', stx), '  ' if chance(0.5) else ' ', P('ZIP', pc)]
    elif c == 'AU':
        stx = tw[1] if chance(0.85) else tw[2]
        out += [' ', P('STATE', stx), ' ', P('ZIP', pc)]
    elif c == 'NZ':
        if chance(0.4):
            out += [sep, P('STATE', tw[1])]
        out += [' ', P('ZIP', pc)]
    elif c == 'IE':
        out += [sep, P('CITY', tw[1]), sep if style == 'block' else ', ', P('ZIP', pc)]
    if country_line:
        out += [sep, P('COUNTRY', pick(PP.COUNTRY_ALT[c]))]
    return out


def hosp_name(c, forms=None):
    return (forms or pick(PP.HOSP_FORMS[c])).format(s=pick(PP.HOSP_STEMS))


def abbr(name):
    words = [w for w in name.replace('-', ' ').split() if w[0].isupper()]
    return ''.join(w[0] for w in words)


COUNTRY_W = [('UK', 28), ('US', 24), ('AU', 14), ('CA', 12), ('IE', 11), ('NZ', 11)]


def make_ctx(country):
    c = country
    ctx = {'c': c, 'cname': PP.COUNTRY_NAME[c]}
    d0 = fmt.rand_date()
    ctx['d0'] = d0
    ctx['ds'] = pick(fmt.DATE_STYLES[c])
    p = Person()
    ctx['P'] = p
    age = int(R.triangular(19, 93, 70)) if chance(0.93) else R.randint(90, 98)
    ctx['age_n'] = age
    dob = dtm.date(d0.year - age, 1, 1) + dtm.timedelta(days=R.randint(0, 364))
    if dob > dtm.date(d0.year - age, d0.month, min(d0.day, 28)):
        dob = dtm.date(dob.year - 1, dob.month, min(dob.day, 28))
    ctx['dob_d'] = dob
    ctx['sexw'] = 'man' if p.sex == 'M' else 'woman'
    ctx['he'] = 'he' if p.sex == 'M' else 'she'
    ctx['He'] = ctx['he'].capitalize()
    ctx['his'] = 'his' if p.sex == 'M' else 'her'
    ctx['His'] = ctx['his'].capitalize()
    ctx['him'] = 'him' if p.sex == 'M' else 'her'
    ctx['MF'] = p.sex
    ctx['pt_title'] = title(p, c)
    tw = town(c)
    ctx['tw'] = tw
    ctx['area'] = tw[{'UK': 3, 'US': 4, 'CA': 4, 'AU': 4, 'NZ': 3, 'IE': 3}[c]]
    ctx['pt_addr'] = address(c, tw)
    ctx['pt_addr_block'] = address(c, tw, 'block')
    ctx['pt_phone'] = P('PHONE', fmt.phone(c, ctx['area']))
    ctx['pt_mobile'] = P('PHONE', fmt.phone(c, ctx['area'], 'mobile'))
    ctx['mrn'] = P('MRN', fmt.mrn(c))
    ctx['mrn_l'] = {'UK': pick(['Hosp No', 'Hospital No', 'Unit No', 'MRN', 'RXH No']),
                    'US': pick(['MRN', 'MR#', 'Med Rec #']), 'CA': pick(['MRN', 'Chart #', 'MRN']),
                    'AU': pick(['URN', 'UR No', 'MRN']), 'NZ': 'NHI', 'IE': pick(['MRN', 'Hosp No', 'Chart No'])}[c]
    if c == 'UK':
        ctx['nat_l'], ctx['nat'] = pick(['NHS No', 'NHS Number', 'NHS no.']), P('MRN', fmt.nhs_number())
    elif c == 'IE':
        ctx['nat_l'], ctx['nat'] = 'IHI', P('MRN', fmt.ihi())
    else:
        ctx['nat_l'], ctx['nat'] = None, None
    hl, hv = fmt.healthplan(c)
    ctx['hp_l'], ctx['hp'] = hl, P('HEALTHPLAN', hv)
    s = fmt.ssn(c)
    ctx['ssn_l'], ctx['ssn'] = (s[0], P('SSN', s[1])) if s else (None, None)
    al, av = fmt.account(c)
    ctx['acct_l'], ctx['acct'] = al, P('ACCOUNT', av)
    ctx['prof'] = P('PROFESSION', pick(PN.PROFESSIONS))
    fam = Person()
    fam.last = p.last if chance(0.6) else fam.last
    ctx['F'] = fam
    ctx['rel'] = pick(PN.RELATIONS_M if fam.sex == 'M' else PN.RELATIONS_F)
    ctx['fam_phone'] = P('PHONE', fmt.phone(c, ctx['area'], 'mobile'))
    ctx['fam'] = nm(fam, 'FAMILY', pick(['full', 'first', 'full']))
    ctx['employer'] = P('ORGANIZATION', pick(PP.EMPLOYERS))
    # clinicians
    for k in ['neph', 'surg', 'rad', 'sono', 'nurse', 'nurse2', 'nurse3', 'acc', 'anaes', 'reg', 'clerk', 'gp']:
        ctx[k + '_p'] = Person()
    # sites
    ctx['hosp'] = P('HOSPITAL', hosp_name(c))
    ctx['hosp_ab'] = P('HOSPITAL', abbr(ctx['hosp'][1]))
    ctx['hosp2'] = P('HOSPITAL', hosp_name(c))
    ctx['sat'] = P('HOSPITAL', pick(PP.SAT_FORMS[c]).format(s=pick(PP.HOSP_STEMS)))
    ctx['ward'] = P('HOSPITAL', pick(PP.WARDS))
    ctx['practice'] = P('HOSPITAL', pick(PP.PRACTICE_FORMS[c]).format(s=pick(PP.HOSP_STEMS)))
    htw = tw if chance(0.6) else town(c)
    ctx['harea'] = htw[{'UK': 3, 'US': 4, 'CA': 4, 'AU': 4, 'NZ': 3, 'IE': 3}[c]]
    ctx['hosp_addr'] = address(c, htw, 'line')
    ctx['hosp_addr_block'] = address(c, htw, 'block', country_line=chance(0.25))
    ctx['sat_addr'] = address(c, htw, 'line')
    ctx['gp_addr'] = address(c, tw, 'line')
    ctx['hosp_phone'] = P('PHONE', fmt.phone(c, ctx['harea']))
    ctx['hosp_fax'] = P('FAX', fmt.phone(c, ctx['harea']))
    ctx['sat_phone'] = P('PHONE', fmt.phone(c, ctx['harea']))
    ctx['gp_phone'] = P('PHONE', fmt.phone(c, ctx['area']))
    ctx['gp_fax'] = P('FAX', fmt.phone(c, ctx['area']))
    slug = fmt.slugify(ctx['hosp'][1].split()[0])
    ctx['dom'] = fmt.domain(slug)
    ctx['hosp_email'] = P('EMAIL', pick(['vascular.access', 'renal.access', 'accessteam', 'renalsecretaries',
                                         'dialysis.access', 'vascularlab']) + '@' + ctx['dom'])
    ctx['sv'] = R.randrange(6)
    return ctx


def d(n, dd, style=None):
    """A DATE piece for date dd in the note's style (or a given style)."""
    c = n.ctx['c']
    style = style or n.ctx['ds']
    if style == 'wd':
        return P('DATE', fmt.fdate_wd(dd, c))
    if style == 'short':
        return P('DATE', fmt.fdate_short(dd, c, n.ctx.get('sv')))
    if style == 'month':
        return P('DATE', fmt.fmonth(dd, c))
    if style == 'year':
        return P('DATE', str(dd.year))
    if style == 'any':
        return P('DATE', fmt.fdate(dd, pick(fmt.DATE_STYLES[c])))
    return P('DATE', fmt.fdate(dd, style))


def dob(n):
    return d(n, n.ctx['dob_d'], pick([None, None, 'any']))


def age(n, kind=None):
    a = n.ctx['age_n']
    kind = kind or pick(['yo', 'yearold', 'y', 'plain', 'MF'])
    if kind == 'yo':
        return [P('AGE', str(a)), pick([' yo', 'yo', ' y/o', ' YO'])]
    if kind == 'yearold':
        return [P('AGE', str(a)), '-year-old']
    if kind == 'y':
        return [P('AGE', str(a)), pick(['y', ' yrs', ' years'])]
    if kind == 'MF':
        return [P('AGE', str(a)), pick([n.ctx['MF'], ' ' + n.ctx['MF']])]
    return P('AGE', str(a))


def doc_sig(n, who, role_kind, kind='dr', lic=None, lines=True):
    """Signature block pieces for a clinician."""
    c = n.ctx['c']
    p = n.ctx[who + '_p']
    ckind = {'neph': 'neph', 'surg': 'surg', 'rad': 'rad', 'anaes': 'neph', 'reg': 'neph',
             'sono': 'sono', 'nurse': 'nurse', 'nurse2': 'nurse', 'acc': 'nurse', 'nurse3': 'nurse'}[who]
    out = []
    if kind == 'plain':
        out += [nm(p, 'DOCTOR', pick(['full', 'fml'])), ' ' + cred(c, ckind)]
    else:
        out += drn(p, c, kind, pick(['t_full', 't_full', 't_il']))
        if chance(0.6):
            out.append(' ' + cred(c, ckind))
    out.append('\n' + pick(PN.ROLES[role_kind]) if lines else '')
    if lic is None:
        lic = chance(0.5)
    if lic:
        lk = 'nurse' if ckind == 'nurse' else ('sci' if ckind == 'sono' else 'doc')
        ll, lv = fmt.license_(c, lk)
        out += ['\n' if lines else ', ', ll + ' ', P('LICENSE', lv)]
    return out


def gp_line(n):
    c = n.ctx['c']
    g = n.ctx['gp_p']
    return [drn(g, c, 'dr', pick(['t_full', 't_il', 't_last'])), ', ', n.ctx['practice'], ', ', n.ctx['gp_addr']]


def pt_block(n, style=None):
    """A patient identification header (sticker / banner)."""
    ctx = n.ctx
    c = ctx['c']
    style = style or pick(['sticker', 'banner', 'rows'])
    out = []
    if style == 'sticker':
        out += [ptn(n, pick(['LF', 'LFm'])), '   ', 'DOB: ', dob(n), ' (', age(n, 'plain'), pick(['y)', ')', 'yrs)']), '\n']
        out += [ctx['mrn_l'] + ': ', ctx['mrn']]
        if ctx['nat']:
            out += ['   ' + ctx['nat_l'] + ': ', ctx['nat']]
        out += ['\n', ctx['pt_addr'], '\n']
    elif style == 'banner':
        out += ['Patient: ', ptn(n, pick(['LF', 'lf', 'full', 'fml'])), ' | ', ctx['mrn_l'], ' ', ctx['mrn'],
                ' | DOB ', dob(n), ' | ', age(n, pick(['y', 'MF', 'yo'])), '\n']
        if ctx['nat'] and chance(0.7):
            out += [ctx['nat_l'] + ': ', ctx['nat'], '\n']
        elif ctx['ssn'] and c in ('US', 'CA') and chance(0.2):
            out += [ctx['ssn_l'] + ': ', ctx['ssn'], '\n']
    else:
        out += ['Name:    ', ptn(n, pick(['LF', 'full', 'lf'])), '\n',
                'DOB:     ', dob(n), '   Age: ', age(n, 'plain'), '   Sex: ', ctx['MF'], '\n',
                (ctx['mrn_l'] + ':').ljust(9), ctx['mrn'], '\n']
        if ctx['nat']:
            out += [ctx['nat_l'] + ': ', ctx['nat'], '\n']
        if ctx['ssn'] and c in ('US', 'CA', 'AU', 'IE') and chance(0.3):
            out += [(ctx['ssn_l'] + ':').ljust(9), ctx['ssn'], '\n']
        if chance(0.5):
            out += ['Address: ', ctx['pt_addr'], '\n']
    return out


def famn(n, style=None):
    return nm(n.ctx['F'], 'FAMILY', style or pick(['full', 'first', 'full', 'fml']))
