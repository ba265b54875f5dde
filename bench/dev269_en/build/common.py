"""Shared document parts: letterheads, patient banners, recipient blocks,
cc lists, dictation references and sign-offs."""
from phi import pick, chance, time_str, dg, fmt_date, idnum, phone
from clinical import SPELL


def svc_header(d, case, name=None, addr=None, upper=None):
    rng = case.rng
    name = name or case.service
    if upper is None:
        upper = chance(rng, 0.35)
    d.add([(name.upper() if upper else name, 'HOSPITAL'), '\n'])
    if chance(rng, 0.3):
        d.add([(case.building, 'LOCATION_OTHER'), pick(rng, [', ', '\n'])])
    d.add(case.addr(addr or case.svc_addr, style=pick(rng, ['inline', 'lines'])))
    d.add('\n')
    k = rng.randrange(3)
    if k == 0:
        d.add(['Tel: ', (case.svc_phone, 'PHONE'), '   Fax: ', (case.svc_fax, 'FAX'), '\n'])
    elif k == 1:
        d.add(['T ', (case.svc_phone, 'PHONE'), ' | F ', (case.svc_fax, 'FAX'), ' | E ', (case.svc_email, 'EMAIL'), '\n'])
    else:
        d.add(['Phone ', (case.svc_phone, 'PHONE'), '\nEmail: ', (case.svc_email, 'EMAIL'), '\n'])
    if chance(rng, 0.3):
        d.add([(case.svc_url, 'URL'), '\n'])
    d.add('\n')


def pt_banner(d, case, gp=True, school=None, addr=True, compact=None):
    rng = case.rng
    if compact is None:
        compact = chance(rng, 0.4)
    if compact:
        d.add([case.ptname(pick(rng, ['lf_caps', 'caps', 'full'])), ' | ', case.date(case.dob), ' | ',
               case.agep(pick(rng, ['y/o', 'yo', 'yrs'])), ' | ', case.sex, '\n'])
        d.add(case.id_line())
        d.add('\n')
        if addr:
            d.add(case.addr(style='inline'))
            d.add('\n')
    else:
        lab = pick(rng, [('Name:', 'DOB:', 'Address:'), ('Patient:', 'Date of Birth:', 'Home address:'),
                         ('PATIENT NAME:', 'D.O.B.:', 'ADDRESS:'), ('Child:', 'DOB:', 'Address:')]
                   if not case.adult else [('Name:', 'DOB:', 'Address:'), ('Patient:', 'Date of Birth:', 'Address:'),
                                           ('CLIENT:', 'DOB:', 'ADDRESS:')])
        d.add([lab[0], ' ', case.ptname(pick(rng, ['full', 'lf_caps', 'fullmid', 'caps'])), '\n'])
        d.add([lab[1], ' ', case.date(case.dob), pick(rng, ['   Age: ', '  (', '\t\tAge ']), ])
        d.add([(str(case.age), 'AGE')] + ([' yrs)'] if d.buf[-1] == '  (' else ['']) + ['\n'])
        d.add(case.id_line())
        d.add('\n')
        if addr:
            d.add([lab[2], ' '])
            d.add(case.addr(style='inline'))
            d.add('\n')
    if gp:
        lab = {'US': ['PCP: ', 'Primary care: ', 'PCP: '], 'CA': ['Family doctor: ', 'FP: ', 'GP: '],
               'UK': ['GP: ', 'Registered GP: '], 'IE': ['GP: ', 'Registered GP: '], 'AU': ['GP: ', 'Usual GP: ']}[case.c]
        d.add([pick(rng, lab), case.gp_p(), ', ', (case.practice, 'HOSPITAL')])
        if chance(rng, 0.4):
            d.add([', ', case.addr(case.prac_addr, style='inline')])
        d.add('\n')
    if school:
        d.add(['School: ', (case.school, 'ORGANIZATION'), ' (', case.grade, ')\n'])


def recipient(d, case, who='gp'):
    rng = case.rng
    if who == 'gp':
        d.add([case.gp.f(pick(rng, ['dr_full', 'dr'])), '\n', (case.practice, 'HOSPITAL'), '\n'])
        d.add(case.addr(case.prac_addr, style='lines'))
    elif who == 'parent':
        p = case.carer
        d.add([p.f(pick(rng, ['title_full', 'title_full', 'full'])), '\n'])
        d.add(case.addr(style='lines'))
    elif who == 'pt':
        d.add([case.pt.f(pick(rng, ['title', 'full', 'title'])) if case.adult else
               ['The Parent/Carer of ', case.pt.f('full')], '\n'])
        d.add(case.addr(style='lines'))
    elif who == 'adult_svc':
        d.add(['The Consultant\n', (case.adult_service, 'HOSPITAL'), '\n'])
        d.add(case.addr(case.address(case.c), style='lines'))
    d.add('\n\n')


def re_line(d, case):
    rng = case.rng
    k = rng.randrange(3)
    if k == 0:
        d.add(['Re: ', case.ptname(pick(rng, ['full', 'caps', 'fullmid'])), ', DOB ', case.date(case.dob), ', '])
        d.add(case.id_line())
        d.add('\n')
    elif k == 1:
        d.add(['RE: ', case.ptname('caps'), '\n    ', case.date(case.dob), '\n    '])
        d.add(case.addr(style='inline'))
        d.add('\n    ')
        d.add(case.id_line())
        d.add('\n')
    else:
        d.add(['Patient: ', case.ptname('full'), '  (', case.date(case.dob), ')\n'])
        d.add(case.id_line())
        d.add('\n')
    d.add('\n')


def salutation(d, case, who='gp'):
    rng = case.rng
    if who == 'gp':
        d.add(['Dear ', case.gp.f(pick(rng, ['dr', 'dr', 'first'])) if chance(rng, 0.85) else 'Colleague', ',\n\n'])
    elif who == 'parent':
        d.add(['Dear ', case.carer.f('title'), ',\n\n'])
    elif who == 'pt':
        d.add(['Dear ', case.pt.f(pick(rng, ['title', 'first'])), ',\n\n'])
    else:
        d.add([pick(rng, ['Dear Colleague', 'Dear Dr', 'Dear Team', 'To whom it may concern']), ',\n\n'])


def cc_block(d, case, skip=None):
    rng = case.rng
    opts = ['gp', 'parent', 'school', 'pharm', 'file'] if not case.adult else ['gp', 'pt', 'pharm', 'file']
    rng.shuffle(opts)
    items = [o for o in opts[:rng.randint(1, 4)] if o != skip]
    if not items:
        return
    d.add(pick(rng, ['cc: ', 'CC:\n', 'Copy to: ', 'cc.\t']))
    first = True
    for o in items:
        if not first:
            d.add(pick(rng, ['\n    ', '; ', '\n']))
        first = False
        if o == 'gp':
            d.add([case.gp_p(), ', ', (case.practice, 'HOSPITAL')])
        elif o == 'parent':
            d.add([case.carer.f('title_full'), ' (', case.carer.rel.lower(), '), '])
            d.add(case.addr(style='inline'))
        elif o == 'school':
            d.add([case.senco.f('title'), ', ', 'SENCo, ' if case.c in ('UK', 'IE') else 'Counselor, ',
                   (case.school, 'ORGANIZATION'), ' (with parental consent)'])
        elif o == 'pt':
            d.add([case.pt.f(pick(rng, ['title_full', 'full'])), ', '])
            d.add(case.addr(style='inline'))
        elif o == 'pharm':
            d.add([(case.pharmacy, 'HOSPITAL')])
        else:
            d.add('Hospital notes')
    d.add('\n')


def dict_ref(d, case, author):
    rng = case.rng
    k = rng.randrange(4)
    a = author.initials()
    t = case.typist.initials().lower()
    if k == 0:
        d.add([(a, 'DOCTOR'), '/', (t, 'DOCTOR'), '\n'])
    elif k == 1:
        d.add(['Dictated: ', case.date(case.d0), '  Typed: ', case.date(case.days(rng.randint(1, 9))), '  ',
               (a, 'DOCTOR'), '/', (t, 'DOCTOR'), '\n'])
    elif k == 2:
        d.add(['Our ref: ', (idnum(rng, 'ref'), 'IDNUM'), '   ', (a, 'DOCTOR'), '/', (t, 'DOCTOR'), '\n'])
    else:
        d.add(['Dictated but not checked to avoid delay. DD/', (t, 'DOCTOR'), '\n'])


def sign_off(d, case, p, closing=None, lic=True):
    rng = case.rng
    d.add([closing or pick(rng, ['Yours sincerely,', 'Kind regards,', 'Yours faithfully,', 'With best wishes,',
                                 'Sincerely,', 'Many thanks,']), '\n\n'])
    if chance(rng, 0.2):
        d.add('(electronically signed)\n')
    d.add(case.sig(p, lic=lic))
    d.add('\n')
    if chance(rng, 0.3):
        d.add([(case.service, 'HOSPITAL'), '\n'])


def spell(case, i):
    return SPELL[case.c][i]
