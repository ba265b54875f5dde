"""Reusable note blocks: letterheads, patient banners, signatures (dev406_en)."""
from core import P, pick, chance, digits
import pools_clin as PC
import pools_places as PP

TERMS = {
    'GB': {'gp': 'GP', 'tyre': 'tyre', 'pc': 'Postcode', 'colour': 'colour', 'kerb': 'kerb',
           'mum': 'mum', 'centre': 'centre', 'svc': 'Wheelchair Service', 'cur': '\u00a3',
           'ot': 'OT', 'pt': 'physio', 'prog': 'programme', 'ins': 'NHS'},
    'US': {'gp': 'PCP', 'tyre': 'tire', 'pc': 'ZIP', 'colour': 'color', 'kerb': 'curb',
           'mum': 'mom', 'centre': 'center', 'svc': 'Seating Clinic', 'cur': '$',
           'ot': 'OT', 'pt': 'PT', 'prog': 'program', 'ins': 'Medicare Part B'},
    'CA': {'gp': 'family physician', 'tyre': 'tire', 'pc': 'Postal code', 'colour': 'colour',
           'kerb': 'curb', 'mum': 'mom', 'centre': 'centre', 'svc': 'Seating Clinic', 'cur': '$',
           'ot': 'OT', 'pt': 'PT', 'prog': 'program', 'ins': 'ADP'},
    'AU': {'gp': 'GP', 'tyre': 'tyre', 'pc': 'Postcode', 'colour': 'colour', 'kerb': 'kerb',
           'mum': 'mum', 'centre': 'centre', 'svc': 'Seating Clinic', 'cur': '$',
           'ot': 'OT', 'pt': 'physio', 'prog': 'program', 'ins': 'NDIS'},
    'NZ': {'gp': 'GP', 'tyre': 'tyre', 'pc': 'Postcode', 'colour': 'colour', 'kerb': 'kerb',
           'mum': 'mum', 'centre': 'centre', 'svc': 'Seating Service', 'cur': '$',
           'ot': 'OT', 'pt': 'physio', 'prog': 'programme', 'ins': 'ACC'},
    'IE': {'gp': 'GP', 'tyre': 'tyre', 'pc': 'Eircode', 'colour': 'colour', 'kerb': 'kerb',
           'mum': 'mam', 'centre': 'centre', 'svc': 'Seating Clinic', 'cur': '\u20ac',
           'ot': 'OT', 'pt': 'physio', 'prog': 'programme', 'ins': 'HSE'},
}


def T(c, k):
    return TERMS[c.cc][k]


def letterhead(n, c, rng, org=None, addr=None, tel=None, fax=None, email=None, url=None):
    org = org or c.svc
    n.w('{o}\n', o=org)
    if chance(rng, 0.5):
        n.t(pick(rng, ['Department of ', 'Dept of ', 'Division of ']) + pick(
            rng, ['Rehabilitation Engineering', 'Occupational Therapy', 'Rehab Medicine', 'Clinical Engineering',
                  'Medical Physics', 'Allied Health', 'Posture & Mobility']) + '\n')
    if chance(rng, 0.8):
        n.e(c.addr_lines(addr or c.svc_addr, nl=pick(rng, ['\n', ', '])))
        n.t('\n')
    bits = []
    bits.append(['Tel: ', tel or c.svc_tel])
    if chance(rng, 0.7):
        bits.append(['Fax: ', fax or c.svc_fax])
    if chance(rng, 0.6):
        bits.append(['Email: ', email or c.svc_email])
    if chance(rng, 0.4):
        bits.append(['Web: ', url or c.svc_url])
    sep = pick(rng, ['  |  ', '\n', '   '])
    for i, b in enumerate(bits):
        if i:
            n.t(sep)
        n.e(b)
    n.t('\n' + pick(rng, ['', '-' * 60 + '\n', '=' * 48 + '\n']))


def banner(n, c, rng, compact=None):
    """Patient identification block."""
    compact = chance(rng, 0.4) if compact is None else compact
    pt = c.pt
    if compact:
        n.w('{lab}: {nm}   DOB: {dob} ({age})   {ml}: {mrn}', lab=pick(rng, ['Patient', 'Client', 'Name', 'Re']),
            nm=pick(rng, [pt.up(), pt.full(), pt.inv()]), dob=c.date(c.dob), age=[P(str(c.age), 'AGE'),
            pick(rng, ['y', ' yrs', 'yo', ''])], ml=c.mrn_l, mrn=c.mrn)
        if c.nat:
            n.w('   {l}: {v}', l=c.nat_l, v=c.nat)
        n.t('\n')
        if chance(rng, 0.6):
            n.t('Address: ')
            n.e(c.addr_inline())
            n.t('\n')
        return
    w = pick(rng, [14, 16, 18])
    rows = [('Name', pick(rng, [pt.full(), pt.up(), pt.inv()])),
            ('DOB', [c.date(c.dob), '  (', P(str(c.age), 'AGE'), pick(rng, [' years)', ' yrs)', ')'])])]
    if c.nat:
        rows.append((c.nat_l, c.nat))
    rows.append((c.mrn_l, c.mrn))
    if c.plan and chance(rng, 0.8):
        rows.append((c.plan_l, c.plan))
    if c.ssn and chance(rng, 0.5):
        rows.append((c.ssn_l, c.ssn))
    rows.append(('Address', c.addr_inline()))
    if chance(rng, 0.8):
        rows.append(('Tel', [c.tel, pick(rng, ['  Mobile: ', ' / ', '  Mob '])] + [c.mob]))
    if chance(rng, 0.3):
        rows.append(('Email', c.email))
    for k, v in rows:
        n.t((k + ':').ljust(w))
        n.e(v)
        n.t('\n')


def gp_line(n, c, rng):
    n.w('{gpw}: {gp}, {pr}', gpw=T(c, 'gp').upper() if c.cc == 'US' else T(c, 'gp').capitalize()
        if c.cc == 'CA' else T(c, 'gp'), gp=c.gp.drf(), pr=c.practice)
    if chance(rng, 0.6):
        n.w(', {a}', a=c.addr_inline(c.gp_addr))
    if chance(rng, 0.6):
        n.w('  Tel {t}', t=c.gp_tel)
    if chance(rng, 0.3):
        n.w('  Fax {f}', f=c.gp_fax)
    n.t('\n')


def signoff(n, c, rng, who, creds=True, svc=True):
    n.t(pick(rng, ['\n', '\n\n']))
    n.t(pick(rng, ['', 'Signed: ', 'Electronically signed: ', '']))
    n.e(who.full() if chance(rng, 0.6) else who.fl())
    if c.cc == 'US' and ',' not in who.role and chance(rng, 0.5):
        n.t(pick(rng, [', OTR/L', ', PT, DPT, ATP', ', MSOT, ATP/SMS', ', PT']))
    n.t('\n' + who.role + '\n')
    if creds and who.lic:
        n.e([who.lic[0], pick(rng, [' ', ': ', ' no. ']), who.lic[1]])
        n.t('\n')
    if svc:
        n.e(c.svc)
        n.t('\n')
    if chance(rng, 0.3):
        n.w('Direct line: {t}\n', t=c.phone())
    if chance(rng, 0.2):
        n.w('{e}\n', e=who.email(rng))


def cc_block(n, c, rng):
    n.t('\ncc: ')
    items = [[c.gp.drf(), ', ', c.practice]]
    if chance(rng, 0.6):
        items.append(c.pt.t() if chance(rng, 0.5) else [pick(rng, ['Patient', 'Client (copy)'])])
    if chance(rng, 0.4):
        items.append([c.staff['consultant'].drf(), ', ', c.hosp])
    if chance(rng, 0.3):
        items.append([c.supplier])
    for i, it in enumerate(items):
        if i:
            n.t(pick(rng, ['; ', '\n    ']))
        n.e(it)
    n.t('\n')


def typist(n, c, rng, author):
    if chance(rng, 0.35):
        n.w('\n{a}/{b}\n', a=P(''.join(x[0] for x in author.fl()[0].split()).upper(), 'DOCTOR'),
            b=P(pick(rng, ['jl', 'kt', 'mb', 'sr', 'ap', 'dh', 'cw']), 'DOCTOR'))


def hard_neg_line(rng, c):
    """A sentence full of non-PHI look-alikes."""
    k = rng.randrange(10)
    if k == 0:
        return 'Reference: %s; see also %s.' % (pick(rng, PC.STANDARDS_CC[c.cc]), pick(rng, PC.GENERIC_STD))
    if k == 1:
        return 'Medication: %s; %s.' % (pick(rng, PC.DRUGS), pick(rng, PC.DRUGS))
    if k == 2:
        return 'Scores: %s and %s documented in %s notes.' % (pick(rng, PC.SCORES), pick(rng, PC.SCORES),
                                                             pick(rng, PC.DEPTS))
    if k == 3:
        return 'Oxford scale grade %d/5 hip flexors; GCS 15; MoCA %d/30.' % (rng.randint(2, 5), rng.randint(18, 30))
    if k == 4:
        return 'Previously trialled a Boston brace; Milwaukee brace not tolerated. Jamar grip %d kg.' % rng.randint(8, 40)
    if k == 5:
        return 'Uses a walker (Zimmer frame) indoors for short transfers only; Hoyer hoist with %s sling.' % pick(
            rng, ['medium', 'large', 'quickfit'])
    if k == 6:
        return 'Power chair brakes (electromagnetic) tested; %s %s fitted.' % (pick(rng, PC.ACCESS), pick(rng, ['x1', 'x2', '']))
    if k == 7:
        return 'Discussed Trendelenburg gait, Babinski positive L, Thomas test +ve bilaterally.'
    if k == 8:
        return 'Referred on to %s and %s (internal).' % (pick(rng, PC.DEPTS), pick(rng, PC.DEPTS))
    return 'Grace period of %d weeks agreed for return of loan equipment; hope to review in %d months.' % (
        rng.randint(2, 6), rng.randint(3, 12))


def measures(n, rng, kind='manual'):
    rows = [('Seat width', rng.randint(36, 56), 'cm'), ('Seat depth', rng.randint(38, 52), 'cm'),
            ('Back height', rng.randint(30, 56), 'cm'), ('Seat to footplate', rng.randint(34, 50), 'cm'),
            ('Seat to floor (front)', rng.randint(44, 53), 'cm'), ('Armrest height', rng.randint(18, 28), 'cm'),
            ('Hip width', rng.randint(34, 52), 'cm'), ('Chest width', rng.randint(28, 44), 'cm')]
    n.t(pick(rng, ['Measurements (cm):\n', 'MEASUREMENTS\n', 'Body / chair measurements\n']))
    for lab, v, u in rows[:rng.randint(5, 8)]:
        n.t('  %-24s %d %s\n' % (lab, v, u))
    if kind == 'power':
        n.t('  Tilt range: 0-%d deg   Recline: %d deg   Seat elevate: %d cm\n' % (
            rng.choice([30, 45, 50]), rng.choice([0, 120, 150, 170]), rng.choice([0, 25, 30])))


SCORE_VALS = [('Waterlow', 8, 28, ''), ('Braden', 9, 20, ''), ('FIM', 18, 126, ''), ('Barthel', 0, 20, '/20'),
              ('GMFCS level', 1, 5, ''), ('MoCA', 14, 30, '/30'), ('ALSFRS-R', 10, 44, '/48'),
              ('Berg', 0, 56, '/56'), ('WST-Q capacity', 20, 95, '%'), ('QUEST 2.0', 2, 5, '/5')]


def score_line(rng, k=2):
    out = []
    for name, lo, hi, suf in rng.sample(SCORE_VALS, k):
        out.append('%s %d%s' % (name, rng.randint(lo, hi), suf))
    return '; '.join(out) + '.'
