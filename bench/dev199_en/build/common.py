"""Shared note pieces: headers, signatures, social/family history, contacts."""
import pools as P
from core import (ch, chance, ri, D, days, past, hhmm, phone, pager, email,
                  FULL_STYLES, SHORT_STYLES, digits, ip, url, account)
from cases import (pname, dname, addr_items, loc_parts, relative, slug)


def setup_styles(c):
    c['ds'] = ch(FULL_STYLES)
    c['dss'] = ch(SHORT_STYLES)
    return c


def fd(c, d):
    return D(d, c['ds'])


def sd(c, d):
    return D(d, c['dss'])


def pt(c, style=None):
    return pname(c['pt'], 'PATIENT', style)


def room_items(c, form=None):
    form = form or ch(['rm', 'rmbed', 'ward_rm', 'ward_rm_bed', 'bed'])
    r = (c['room'], 'LOCATION_OTHER')
    if form == 'rm':
        return [ch(['Rm ', 'rm ', 'Room ', 'RM ']), r]
    if form == 'rmbed':
        return [ch(['Rm ', 'Room ']), r, ch([' Bed ', ' bed ', '-']),
                (c['bed'], 'LOCATION_OTHER')]
    if form == 'ward_rm':
        return [(c['ward'], 'HOSPITAL'), ch([' rm ', ' Rm ', ' / ', ' room ']), r]
    if form == 'bed':
        return [(c['ward'], 'HOSPITAL'), ' ', r, ' bed ',
                (c['bed'], 'LOCATION_OTHER')]
    return [(c['ward'], 'HOSPITAL'), ', Rm ', r, ', Bed ', (c['bed'], 'LOCATION_OTHER')]


def sexw(c):
    return 'M' if c['pt']['sex'] == 'M' else 'F'


def age_phrase(c):
    a = (str(c['age']), 'AGE')
    s = sexw(c)
    k = ri(0, 5)
    if k == 0:
        return [a, ' yo ', s]
    if k == 1:
        return [a, 'yo ', 'man' if s == 'M' else 'woman']
    if k == 2:
        return [a, s]
    if k == 3:
        return [a, '-year-old ', 'male' if s == 'M' else 'female']
    if k == 4:
        return [a, ' y/o ', 'M' if s == 'M' else 'F']
    return [a, ' yo ', 'gentleman' if s == 'M' else 'lady']


def header(n, c, title, d=None, variant=None):
    d = d or c['adm']
    v = variant if variant is not None else ri(0, 3)
    hosp = (c['hosp'].upper() if chance(0.5) else c['hosp'], 'HOSPITAL')
    if v == 0:
        n.add(hosp)
        n.t('\n')
        if chance(0.6):
            n.add(loc_parts(c['hcity']))
            n.t('\n')
        n.l(title)
        n.l('Patient: {p}     MRN: {m}', p=pt(c, 'LFM'), m=(c['mrn'], 'MRN'))
        n.l('DOB: {dob}   Age: {a}   Sex: {s}', dob=fd(c, c['dob']),
            a=(str(c['age']), 'AGE'), s=sexw(c))
        n.l('{al} {ac}   Admit date: {ad}', al=ch(['Acct #:', 'FIN:', 'Encounter:', 'CSN:']),
            ac=(c['acct'], 'ACCOUNT'), ad=fd(c, c['adm']))
        n.l('Location: {r}', r=room_items(c, ch(['ward_rm', 'ward_rm_bed', 'bed'])))
        n.l('Attending: {a}', a=dname(c['att'], ch(['last_first', 'full_cred', 'upper'])))
        n.l('Date of service: {d}', d=fd(c, d))
    elif v == 1:
        n.l('{t} | {p} | MRN {m} | {ag} | {r} | DOS {d}', t=title,
            p=pt(c, ch(['full', 'LF', 'fml'])), m=(c['mrn'], 'MRN'),
            ag=[(str(c['age']), 'AGE'), sexw(c)], r=room_items(c, 'ward_rm'),
            d=fd(c, d))
        if chance(0.5):
            n.l('{h} - Hospital Medicine', h=hosp)
    elif v == 2:
        n.l('{t}', t=title.upper())
        n.l('Pt: {p}  DOB {dob}  MRN# {m}  {al} {ac}', p=pt(c, ch(['LF', 'LFM'])),
            dob=fd(c, c['dob']), m=(c['mrn'], 'MRN'),
            al=ch(['FIN', 'Acct', 'Visit#']), ac=(c['acct'], 'ACCOUNT'))
        n.l('Unit: {w}  Room: {r}  Bed: {b}', w=(c['ward'], 'HOSPITAL'),
            r=(c['room'], 'LOCATION_OTHER'), b=(c['bed'], 'LOCATION_OTHER'))
        n.l('Date: {d} {tm}', d=fd(c, d), tm=hhmm())
    else:
        n.l('{h}, {cl}', h=hosp, cl=loc_parts(c['hcity'], 'abbr'))
        n.l('{t} -- {d}', t=title, d=fd(c, d))
        n.l('{p} ({m}), {ag}, {r}', p=pt(c, ch(['LFM', 'full'])),
            m=(c['mrn'], 'MRN'), ag=[(str(c['age']), 'AGE'), ch(['yo ', ' y ', '']),
                                     sexw(c)], r=room_items(c, 'rm'))
    n.t('\n')


def signature(n, c, who, d, kind=None):
    kind = kind if kind is not None else ri(0, 4)
    cred = who.get('cred', 'MD')
    if kind == 0:
        n.l('{nm}', nm=dname(who, ch(['full_cred', 'fml_cred', 'fi_cred'])))
        if chance(0.6):
            n.l(ch(['PGY-1, Internal Medicine', 'PGY-2 IM', 'Hospitalist',
                    'Hospital Medicine', 'Nocturnist', 'PGY-3, Medicine']))
        n.l('{pl}{pg}', pl=ch(['Pager ', 'pgr ', 'Pager: ']), pg=(pager(), 'PHONE'))
    elif kind == 1:
        n.l('Electronically signed by: {nm} on {d} at {tm}', nm=dname(who, 'full_cred'),
            d=fd(c, d), tm=hhmm(True))
        if chance(0.7):
            n.l('User ID: {u}', u=(who['user'], 'USERNAME'))
    elif kind == 2:
        n.l('-- {nm} / {r} / {pl} {pg}', nm=dname(who, ch(['full', 'fi_cred', 'dr'])),
            r=ch(['hospitalist', 'night float', 'med team B', 'IM resident', 'Gold team']),
            pl=ch(['x', 'cell', 'pgr', 'vocera']), pg=(pager(), 'PHONE'))
    elif kind == 3:
        n.l('Signed: {nm}  {d} {tm}  [{u}]', nm=dname(who, 'upper'), d=fd(c, d),
            tm=hhmm(), u=(who['user'], 'USERNAME'))
    else:
        n.l('{nm}, {cr}', nm=(who['first'] + ' ' + who['last'], 'DOCTOR'), cr=cred)
        n.l('{d} {tm}', d=fd(c, d), tm=hhmm())


def attestation(n, c, d):
    k = ri(0, 2)
    if k == 0:
        n.l('Attending attestation: I saw and examined the pt w/ the resident team, '
            'discussed the plan and agree with the note above w/ edits. -{a}, {d}',
            a=dname(c['att'], ch(['fi_cred', 'full_cred', 'dr'])), d=sd(c, d))
    elif k == 1:
        n.l('Seen and discussed with attending {a}, who agrees with plan.',
            a=dname(c['att'], ch(['dr', 'full'])))
    else:
        n.l('Teaching physician: {a}. >50% of {m} min spent in coordination of care.',
            a=dname(c['att'], 'full_cred'), m=str(ri(35, 75)))


def fam_ref(f, style=None):
    style = style or ch(['full', 'full', 'first', 'title'])
    if style == 'title' and f['rel'] in ('wife', 'mother', 'daughter-in-law',
                                          'husband', 'father', 'son-in-law'):
        return pname(f, 'FAMILY', 'title')
    if style == 'title':
        style = 'full'
    return pname(f, 'FAMILY', style)


def fam_contact(n, c, f, lead=True, phone_label=None):
    if lead:
        n.t(f['rel'] + ' ')
    n.add(fam_ref(f, ch(['full', 'full', 'first'])))
    pl = phone_label or ch(['', 'cell ', 'c: ', 'ph ', 'tel '])
    n.f(' ({pl}{ph})', pl=pl, ph=(f['phone'], 'PHONE'))


def social_history(n, c):
    pts = []
    f = c['fam'][0]
    k = ri(0, 3)
    n.t(ch(['SOCIAL HX: ', 'Social: ', 'SHx: ', 'Social history: ']))
    if k == 0:
        n.f('Lives w/ {rel} {fn} in {ci}. ', rel=f['rel'], fn=fam_ref(f, 'first'),
            ci=(c['addr']['city'][0], 'CITY'))
    elif k == 1:
        n.f('Lives alone in an apartment in {ci}, {st}; {rel} {fn} nearby. ',
            ci=(c['addr']['city'][0], 'CITY'), st=(c['addr']['city'][1], 'STATE'),
            rel=f['rel'], fn=fam_ref(f, 'full'))
    elif k == 2:
        n.f('Lives at {snf} x {dur}. ', snf=(ch(P.SNFS), 'HOSPITAL'),
            dur=ch(['2 yrs', '6 mo', '1 yr', 'several months']))
    else:
        n.f('Lives w/ {rel} ({fn}) in a 2-story house in {ci}. ', rel=f['rel'],
            fn=fam_ref(f, 'first'), ci=(ch(P.COUNTIES), 'CITY'))
    if c['retired']:
        n.f(ch(['Retired {p}. ', 'Retired {p} ({e}). ', 'Former {p}, retired. ']),
            p=(c['prof'], 'PROFESSION'), e=(c['employer'], 'ORGANIZATION'))
    else:
        n.f(ch(['Works as a {p} at {e}. ', 'Works as {p}. ', 'Employed - {p}, {e}. ',
                'Currently unemployed, prev worked as {p}. ']),
            p=(c['prof'], 'PROFESSION'), e=(c['employer'], 'ORGANIZATION'))
    if c['country'] and chance(0.85):
        n.f(ch(['Born in {co}, moved to US {y}. ', 'Originally from {co}. ',
                'Emigrated from {co} {y}; primary language {lg}. ']),
            co=(c['country'], 'COUNTRY'), y=D(past(c['adm'], 2000, 15000), 'y'),
            lg=c['lang'])
    n.t(ch(['Tob: ', 'Smoking: ']) + ch(['never', '40 pk-yr, quit ~10 yrs ago',
                                         '1 ppd current', 'former, quit',
                                         '1/2 ppd x 30 yrs']) + '. ')
    n.t('EtOH: ' + ch(['none', 'social', '2-3 beers/night', 'denies',
                       '1 pint vodka/day', 'rare']) + '. ')
    n.t('Drugs: ' + ch(['denies', 'none', 'remote cocaine', 'MJ occasionally',
                        'denies IVDU']) + '.')
    if chance(0.25):
        n.f(' Recent travel to {co} {d}.', co=(ch(P.COUNTRIES), 'COUNTRY'),
            d=D(past(c['adm'], 10, 60), ch(['my', 'mond'])))
    if chance(0.3):
        n.f(' Attends {ch}.', ch=(ch(P.CHURCHES), 'ORGANIZATION'))
    n.t('\n')


def family_history(n, c):
    n.t(ch(['FHx: ', 'Family hx: ', 'FAMILY HISTORY: ']))
    k = ri(0, 3)
    if k == 0:
        n.f('Mother w/ DM, died at {a} of MI. Father w/ COPD.', a=(str(ri(55, 91)), 'AGE'))
    elif k == 1:
        n.f('Father - CAD, CABG at {a}; sister - breast CA dx at {b}.',
            a=(str(ri(48, 70)), 'AGE'), b=(str(ri(38, 62)), 'AGE'))
    elif k == 2:
        n.t('noncontributory')
    else:
        n.f('Brother died at {a} (colon CA). Mother alive, {b}, HTN.',
            a=(str(ri(45, 70)), 'AGE'), b=(str(ri(70, 99)), 'AGE'))
    n.t('\n')


def pcp_line(n, c, with_contact=True):
    n.f('PCP: {d} ({cl})', d=dname(c['pcp'], ch(['dr', 'full_cred', 'fi_cred'])),
        cl=(c['pcp_clinic'], 'HOSPITAL'))
    if with_contact and chance(0.6):
        n.f(' ph {p}', p=(phone(c['area']), 'PHONE'))
        if chance(0.5):
            n.f(' / fax {f}', f=(phone(c['area'], ext=False), 'FAX'))
    n.t('\n')


def code_line(n, c):
    n.t('Code: ' + c['code'])
    if chance(0.6):
        f = c['fam'][0]
        n.f(' | HCPOA: {rel} {nm} {ph}', rel=f['rel'], nm=fam_ref(f, 'full'),
            ph=(f['phone'], 'PHONE'))
    n.t('\n')
