"""Shared note fragments: addresses, names, ages, letterheads, signatures."""
from nb import (pick, chance, age_months, digits, letters, ext, bleep, phone, MONTHS)
import disorders


def region_piece(c, a, full=None):
    if full is None:
        full = chance(c.rng, 0.2)
    return (a['region_full'] if full else a['region'], 'STATE')


def addr(c, a, inline=False, county=None):
    """Address pieces for the case's country: street, city, region, postcode."""
    rng = c.rng
    sep = ', ' if inline else '\n'
    k = c.country
    out = [(a['street'], 'STREET'), sep]
    if k == 'GB':
        out.append((a['city'], 'CITY'))
        if county if county is not None else chance(rng, 0.3):
            out += [sep, (a['region'], 'CITY')]
        out += [sep if not inline or chance(rng, 0.5) else ' ', (a['zip'], 'ZIP')]
    elif k in ('US', 'CA'):
        out += [(a['city'], 'CITY'), ', ', region_piece(c, a), pick(rng, [' ', '  ']), (a['zip'], 'ZIP')]
    elif k == 'AU':
        city = a['city'].upper() if chance(rng, 0.5) else a['city']
        out += [(city, 'CITY'), ' ', region_piece(c, a, chance(rng, 0.1)), ' ', (a['zip'], 'ZIP')]
    elif k == 'NZ':
        out += [(a['city'], 'CITY'), ' ', (a['zip'], 'ZIP')]
    else:
        out.append((a['city'], 'CITY'))
        if a['city'] != 'Dublin':
            out += [sep, 'Co. ', (a['region'], 'CITY')]
        out += [sep, (a['zip'], 'ZIP')]
    return out


def age_pieces(c, form=None):
    """An age phrase; the number(s) only are AGE spans."""
    rng = c.rng
    a = c.age
    if a < 2:
        m = age_months(c.dob, c.date)
        if m < 1:
            d = (c.date - c.dob).days
            return [(str(d), 'AGE'), '-day-old' if form == 0 else pick(rng, [' days old', '-day-old', ' days'])]
        if m < 3 and chance(rng, 0.5):
            wk = (c.date - c.dob).days // 7
            return [(str(wk), 'AGE'), '-week-old' if form == 0 else pick(rng, [' weeks old', '-week-old', '/52'])]
        return [(str(m), 'AGE'), '-month-old' if form == 0 else pick(rng, [' months old', '-month-old', ' months', '/12'])]
    k = form if form is not None else rng.randrange(8)
    if k == 0:
        return [(str(a), 'AGE'), '-year-old']
    if k == 1:
        return [(str(a), 'AGE'), ' yo']
    if k == 2:
        return ['aged ', (str(a), 'AGE')]
    if k == 3:
        return [(str(a), 'AGE'), 'y']
    if k == 4 and a < 16:
        m = age_months(c.dob, c.date) % 12
        return [(str(a), 'AGE'), pick(rng, [' years ', 'y ', ' yrs ']), (str(m), 'AGE'),
                pick(rng, [' months', 'm', ' mo'])]
    if k == 5:
        return [(str(a), 'AGE'), ' years old']
    if k == 6:
        return [(str(a), 'AGE'), ' yr old']
    return [(str(a), 'AGE'), ' years']


WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
         'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen',
         'nineteen', 'twenty']


def age_word(n):
    if n <= 20:
        return WORDS[n]
    tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
    return tens[n // 10] + ('' if n % 10 == 0 else '-' + WORDS[n % 10])


def ptname(c, style=None):
    return c.pt.name(c.rng, style)


def he(c):
    return 'she' if c.pt.sex == 'F' else 'he'


def his(c):
    return 'her' if c.pt.sex == 'F' else 'his'


def him(c):
    return 'her' if c.pt.sex == 'F' else 'him'


def sd(c):
    return 'daughter' if c.pt.sex == 'F' else 'son'


def dept_name(c):
    rng = c.rng
    if c.country == 'US':
        return pick(rng, ['Division of Genetics and Metabolism', 'Biochemical Genetics Program',
                          'Metabolism Clinic', 'Section of Biochemical Genetics'])
    if c.country in ('AU', 'NZ'):
        return pick(rng, ['Metabolic Diseases Service', 'Department of Metabolic Medicine',
                          'Metabolic Clinic', 'Genetic Metabolic Service'])
    return pick(rng, ['Department of Inherited Metabolic Disease', 'Metabolic Medicine',
                      'Inherited Metabolic Disorders Service', 'Metabolic Unit',
                      'Paediatric Metabolic Medicine'])


def letterhead(n, c, web=None):
    rng = c.rng
    n.f('{HOSPITAL}\n', c.centre.upper() if chance(rng, 0.3) else c.centre)
    n.t(dept_name(c) + '\n')
    if chance(rng, 0.8):
        n.w(addr(c, c.centre_addr, inline=chance(rng, 0.5)), '\n')
    n.f(pick(rng, ['Tel: {PHONE}', 'Tel {PHONE}', 'Telephone: {PHONE}', 'T: {PHONE}']), c.dept_tel)
    if chance(rng, 0.7):
        n.f(pick(rng, ['  Fax: {FAX}', ' | Fax {FAX}', '\nFax: {FAX}', '  F: {FAX}']), c.dept_fax)
    if chance(rng, 0.7):
        n.f(pick(rng, ['\nEmail: {EMAIL}', '\n{EMAIL}', '  E: {EMAIL}']), c.team_email)
    if web or (web is None and chance(rng, 0.3)):
        n.f(pick(rng, ['\nWeb: {URL}', '\n{URL}']),
            pick(rng, ['www.', 'https://www.', '']) + c.host + pick(rng, ['/metabolic', '/imd', '', '/services/metabolic-medicine']))
    n.t('\n\n')


def id_block(n, c, inline=False, with_addr=True, with_hp=True):
    """Patient identification block."""
    rng = c.rng
    sep = pick(rng, ['   ', '  |  ', ', ']) if inline else '\n'
    n.f(pick(rng, ['Re: {PATIENT}', 'RE: {PATIENT}', 'Patient: {PATIENT}', 'Name: {PATIENT}']),
        ptname(c, pick(rng, [0, 3, 6, 8, 5])))
    n.f(sep + pick(rng, ['DOB: {DATE}', 'D.O.B. {DATE}', 'Date of birth: {DATE}', 'DOB {DATE}']),
        c.d(c.dob))
    if with_hp:
        n.f(sep + c.hp_label + ': {HEALTHPLAN}', c.hp)
    n.f(sep + c.mrn_label + ': {MRN}', c.mrn)
    if with_addr:
        n.t(sep if inline else '\n')
        n.w(addr(c, c.addr, inline=True))
    n.t('\n\n')


def clin_name(c, cl, with_title=True):
    """Pieces for a clinician name with optional title outside the span."""
    rng = c.rng
    if cl.dr and with_title:
        pre, nm = cl.tname(rng)
        return [pre, (nm, 'DOCTOR')]
    return [(cl.full(), 'DOCTOR')]


def signoff(n, c, cl, lic=None, closing=None):
    rng = c.rng
    n.t(closing if closing is not None else pick(rng, ['Yours sincerely,\n\n\n', 'Kind regards,\n\n', 'Yours sincerely\n\n',
                                                        'With best wishes,\n\n', 'Sincerely,\n\n']))
    if cl.dr and c.country in ('US', 'CA') and 'MD' in cl.creds:
        n.w((cl.full(), 'DOCTOR'))
    elif cl.dr:
        n.w(pick(rng, ['Dr ', 'Dr. ', '', 'Professor ' if cl.role == 'cons' else 'Dr ']), (cl.full(), 'DOCTOR'))
    else:
        n.w((cl.full(), 'DOCTOR'))
    if cl.creds:
        n.t(pick(rng, [', ', ' ']) + cl.creds)
    n.t('\n' + cl.job.format(c.cons.last) + '\n')
    if lic or (lic is None and chance(rng, 0.45)):
        n.f(cl.lic_label + pick(rng, [': ', ' ', ' no. ']) + '{LICENSE}\n', cl.lic)


def typist(n, c, cl):
    rng = c.rng
    k = rng.randrange(4)
    if k == 0:
        n.f('\n{DOCTOR}/{DOCTOR}\n', cl.initials(), c.sec.initials().lower())
    elif k == 1:
        n.f('\nDictated by {DOCTOR}, typed by {DOCTOR} {DATE}\n', cl.initials(), c.sec.initials(), c.d(c.date))
    elif k == 2:
        n.f('\nRef: {DOCTOR}/{DOCTOR}/{IDNUM}\n', cl.initials(), c.sec.initials().lower(), digits(rng, 4))
    else:
        n.f('\nDictated but not checked. D: {DATE} T: {DATE}\n', c.d(c.date), c.d(c.date))


def gp_address_block(n, c):
    rng = c.rng
    n.w(pick(rng, ['Dr ', 'Dr. ', 'Dr ']), (c.gp.full(), 'DOCTOR'), '\n', (c.practice, 'HOSPITAL'), '\n')
    n.w(addr(c, c.practice_addr), '\n\n')


def parent_pieces(c, which=None):
    rng = c.rng
    m = which or pick(rng, ['mother', 'father', 'mother', 'both'])
    if m == 'mother':
        return [pick(rng, ['mum ', 'mother ', 'Mum, ', 'her mother ' if c.pt.sex == 'F' else 'his mother ']),
                (pick(rng, [c.mother.first, c.mother.full()]), 'FAMILY')]
    if m == 'father':
        return [pick(rng, ['dad ', 'father ', 'Dad, ']), (pick(rng, [c.father.first, c.father.full()]), 'FAMILY')]
    return ['parents ', (c.mother.first, 'FAMILY'), ' and ', (c.father.first, 'FAMILY')]


CHILD_NEG = ['Denver developmental screen age-appropriate', 'No hepatomegaly; Gowers sign negative',
             'Bristol stool chart type 4 reported', 'Glasgow Coma Scale 15/15 throughout', 'Beighton score 2/9',
             'Brighton Paediatric Early Warning Score 0', 'Moro and grasp reflexes normal']
SCHOOL_NEG = ['Wechsler (WISC-V) FSIQ 94', 'Tanner stage 2', 'Beighton score 4/9', 'Strengths and Difficulties '
              'Questionnaire total 12', 'Conners 3 parent form: no ADHD profile']
ADULT_NEG = ['No Kayser-Fleischer rings', 'Epworth Sleepiness Scale 7', "Addenbrooke's (ACE-III) 94/100",
             'Trendelenburg gait absent', 'Boston Naming Test within normal limits', 'Holter monitor normal',
             'PHQ-9 score 6, GAD-7 score 4', 'Romberg negative']
DIS_NEG = {'fabry': ['Mainz Severity Score Index 18', 'Brief Pain Inventory 3/10', 'cornea verticillata on slit lamp'],
           'gaucher': ['Erlenmeyer flask deformity on MRI femora', 'Zimran severity score 6', 'no Gaucher cells sought'],
           'pompe': ['6MWT 412 m, FVC 78% predicted (sitting), 64% supine', 'Gowers manoeuvre used to rise'],
           'mps1': ['carpal tunnel (Phalen test positive)'], 'mps2': ['Hunter Outcome Survey questionnaire completed'],
           'mps4a': ['6MWT 210 m, 3MSCT 48 steps/min'], 'mps6': ['12MWT 380 m']}


def hard_neg(c):
    rng = c.rng
    k = c.dis['key']
    if k in DIS_NEG and chance(rng, 0.5):
        return pick(rng, DIS_NEG[k])
    if c.age < 5:
        return pick(rng, CHILD_NEG)
    if c.age < 16:
        return pick(rng, SCHOOL_NEG + CHILD_NEG[3:])
    return pick(rng, ADULT_NEG)


def next_date(c, lo, hi):
    from nb import add_days
    return add_days(c.date, c.rng.randint(lo, hi))


def prev_date(c, lo, hi):
    from nb import add_days
    return add_days(c.date, -c.rng.randint(lo, hi))


def contact_line(n, c):
    """Out-of-hours contact line with switchboard/bleep."""
    rng = c.rng
    k = rng.randrange(4)
    if k == 0:
        n.f('Out of hours: via switchboard {PHONE}, ask for the metabolic consultant on call.\n', c.switch)
    elif k == 1:
        n.f('Metabolic team (09:00-17:00): {PHONE}; out of hours: switchboard {PHONE}, bleep {PHONE}.\n',
            c.dept_tel, c.switch, bleep(rng))
    elif k == 2:
        n.f('Contact: metabolic nurses {PHONE}{} or {EMAIL} (not monitored at weekends).\n',
            c.dept_tel, '', c.team_email)
    else:
        n.f('Daytime: {PHONE}\nOut of hours: {PHONE} (switchboard) - metabolic registrar on call\n',
            c.dept_tel + ext(rng), c.switch)


def weekday_mention(c, d):
    from nb import wday_date
    return wday_date(d, c.country, c.rng)


def month_name(d):
    return MONTHS[d.month - 1]


def insurer_block(n, c):
    rng = c.rng
    n.f('Insurance: {ORGANIZATION}\nMember ID: {HEALTHPLAN}   Group #: {HEALTHPLAN}\n',
        c.insurer, c.member_id, c.group_no)
    if chance(rng, 0.4):
        n.f('Subscriber: {FAMILY} (' + pick(rng, ['mother', 'father', 'parent']) + ')\n',
            pick(rng, [c.mother.full(), c.father.full()]))


def inst_lab(c):
    import ctx
    return ctx.inst_name(c.rng, c.country, 'lab')


def personal(c):
    import ctx
    return ctx.personal_email(c.rng, c.pt)


def other_person(c, sex=None):
    import ctx
    return ctx.P(c.rng, sex)


def driving_licence(c):
    rng = c.rng
    k = c.country
    if k == 'GB':
        sur = (c.pt.last.upper().replace("'", '').replace(' ', '').replace('-', '') + '99999')[:5]
        mm = c.dob.month + (50 if c.pt.sex == 'F' else 0)
        return '%s%d%02d%02d%d%s%d%s' % (sur, (c.dob.year % 100) // 10, mm, c.dob.day, c.dob.year % 10,
                                       (c.pt.first[0] + (c.pt.mid or '9')).upper(), rng.randint(1, 9), letters(rng, 2))
    if k == 'US':
        return pick(rng, [letters(rng, 1) + digits(rng, 3) + '-' + digits(rng, 4) + '-' + digits(rng, 4),
                          letters(rng, 1) + digits(rng, 7), digits(rng, 9)])
    if k == 'CA':
        return letters(rng, 1) + digits(rng, 4) + '-' + digits(rng, 5) + '-' + digits(rng, 5)
    if k == 'AU':
        return digits(rng, pick(rng, [8, 9]))
    if k == 'NZ':
        return letters(rng, 2) + digits(rng, 6)
    return digits(rng, 3) + letters(rng, 2) + digits(rng, 4)


def plate(c):
    rng = c.rng
    k = c.country
    if k == 'GB':
        return letters(rng, 2) + '%02d ' % rng.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 65, 66, 67, 68, 69, 70, 71, 72, 73]) + letters(rng, 3)
    if k == 'US':
        return pick(rng, [str(rng.randint(1, 9)) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + '-' + digits(rng, 4),
                          letters(rng, 3) + ' ' + digits(rng, 4)])
    if k == 'CA':
        return letters(rng, 4) + ' ' + digits(rng, 3)
    if k == 'AU':
        return pick(rng, [str(rng.randint(1, 9)) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + '-' + digits(rng, 3)])
    if k == 'NZ':
        return letters(rng, 3) + digits(rng, 3)
    return '%d%d-%s-%s' % (rng.randint(12, 24), rng.choice([1, 2]), pick(rng, ['D', 'C', 'G', 'L', 'KY', 'MH', 'WX']), digits(rng, rng.choice([4, 5])))


def device_sn(c):
    rng = c.rng
    return pick(rng, [letters(rng, 2) + digits(rng, 7), digits(rng, 8), 'SN' + digits(rng, 6) + letters(rng, 1),
                      letters(rng, 3) + '-' + digits(rng, 5), digits(rng, 4) + '-' + digits(rng, 4) + '-' + letters(rng, 2)])


def bio_id(c):
    rng = c.rng
    return pick(rng, ['FP-' + digits(rng, 6), 'PV' + digits(rng, 8), 'BIO-' + letters(rng, 2) + digits(rng, 5),
                      'IRIS-' + digits(rng, 5), 'PALM' + digits(rng, 7)])


def lab_no(c):
    rng = c.rng
    return pick(rng, [letters(rng, 1) + '%02d' % (c.date.year % 100) + '-' + digits(rng, 5),
                      '%02d' % (c.date.year % 100) + letters(rng, 2) + digits(rng, 6),
                      digits(rng, 10), 'NBS' + digits(rng, 7), letters(rng, 2) + digits(rng, 7)])


def street_only(c):
    import ctx
    return ctx.street(c.rng, c.country)


HOLIDAYS = {'GB': ['Christmas', 'Easter', 'Eid', 'Diwali', 'New Year', 'Boxing Day', 'Hogmanay'],
            'IE': ['Christmas', 'Easter', "St Patrick's Day", 'New Year', 'Halloween', 'Eid'],
            'US': ['Thanksgiving', 'Christmas', 'Independence Day', 'Easter', 'Labor Day', 'Hanukkah'],
            'CA': ['Thanksgiving', 'Christmas', 'Canada Day', 'Easter', 'Victoria Day', 'Diwali'],
            'AU': ['Christmas', 'Easter', 'Australia Day', 'Anzac Day', 'Eid', 'New Year'],
            'NZ': ['Christmas', 'Easter', 'Waitangi Day', 'Matariki', 'Labour Day', 'New Year']}


def holiday(c):
    return pick(c.rng, HOLIDAYS[c.country])


def school_year(c):
    rng = c.rng
    yr = c.age - 4
    return {'GB': 'Reception' if yr < 1 else 'Year %d' % yr,
            'IE': 'Junior Infants' if yr < 1 else '%s Class' % pick(rng, ['1st', '2nd', '3rd', '4th', '5th', '6th']),
            'US': 'kindergarten' if yr < 2 else 'grade %d' % (yr - 1), 'CA': 'kindergarten' if yr < 2 else 'grade %d' % (yr - 1),
            'AU': 'Prep' if yr < 2 else 'Year %d' % (yr - 1), 'NZ': 'Year %d' % max(1, yr)}[c.country]
