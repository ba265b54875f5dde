"""Headers, bed labels, signatures and footers shared by the genre modules."""
import phi


def tm(c):
    r = c.r
    return '%02d:%02d' % (r.randrange(24), r.randrange(60))


def tm12(c):
    r = c.r
    return '%d:%02d %s' % (r.randint(1, 12), r.randrange(60), r.choice(['AM', 'PM', 'am', 'pm']))


def bed(c):
    r = c.r
    k = r.randrange(8)
    n = str(r.randint(1, 48))
    if k == 0:
        return ['Bed ', (n, 'LOCATION_OTHER')]
    if k == 1:
        return ['Pod ', (r.choice('ABCDEFG'), 'LOCATION_OTHER'), ' Bed ', (n, 'LOCATION_OTHER')]
    if k == 2:
        return ['Rm ', ('%d-%s' % (r.randint(2100, 6420), r.choice('AB')), 'LOCATION_OTHER')]
    if k == 3:
        return ['Bedspace ', ('%s-%s' % (r.choice('NSEW'), n), 'LOCATION_OTHER')]
    if k == 4:
        return ['room ', (str(r.randint(301, 988)) + r.choice(['', 'A', 'B']), 'LOCATION_OTHER')]
    if k == 5:
        return ['Bay ', (str(r.randint(1, 6)), 'LOCATION_OTHER'), ', cot ', (n, 'LOCATION_OTHER')]
    if k == 6:
        return ['NICU ', (str(r.randint(1, 40)), 'LOCATION_OTHER')]
    return ['Isolette space ', (n, 'LOCATION_OTHER')]


def header(d, c, title, dos, hosp='nicu', style=None, unit=True):
    """Document header. dos = date of service (datetime.date)."""
    r = c.r
    s = r.randrange(5) if style is None else style
    if s == 0:
        d.ln('{h}', h=(c.hosp(hosp).upper() if r.random() < 0.4 else c.hosp(hosp), 'HOSPITAL'))
        if unit and r.random() < 0.6:
            d.ln('{u} - Neonatal Intensive Care', u=(c.hosp('unit'), 'HOSPITAL'))
        d.ln(title)
        d.ln('Patient: {p}    MRN: {m}    Acct #: {a}', p=c.pt('SB') if not c.named else [phi.nm(c.baby, 'PATIENT', 'LF')],
             m=(c.id('mrn'), 'MRN'), a=(c.id('acct'), 'ACCOUNT'))
        d.ln('DOB: {b}    Sex: {s}    Location: {l}', b=c.D(c.dob), s=c.sex, l=bed(c))
        d.ln('Date of Service: {ds}', ds=c.D(dos))
        d.ln('-' * r.choice([40, 52, 60]))
    elif s == 1:
        d.ln('{t} | {p} | MRN {m} | {ds}', t=title, p=c.pt(), m=(c.id('mrn'), 'MRN'), ds=c.D(dos))
        d.ln()
    elif s == 2:
        d.ln(title.upper())
        d.ln('Name: {p}', p=c.pt())
        d.ln('MR#: {m}   FIN: {a}', m=(c.id('mrn'), 'MRN'), a=(c.id('acct'), 'ACCOUNT'))
        d.ln('Birth date: {b}   GA at birth: {g}', b=c.D(c.dob), g='%d+%d' % (c.ga_w, c.ga_d))
        d.ln('Facility: {h}', h=(c.hosp(hosp), 'HOSPITAL'))
        d.ln('Note date: {ds} {t}', ds=c.D(dos), t=tm(c))
        d.ln()
    elif s == 3:
        d.ln('{t}  {ds}  {tt}', t=title, ds=c.D(dos), tt=tm(c))
        d.ln()
    else:
        d.ln('{h} * {t}', h=(c.hosp_short(hosp), 'HOSPITAL'), t=title)
        d.ln('{p}  ({m})  DOB {b}', p=c.pt(), m=(c.id('mrn'), 'MRN'), b=c.D(c.dob))
        d.ln('Encounter {a} - {ds}', a=(c.id('acct'), 'ACCOUNT'), ds=c.D(dos))
        d.ln()


def esign(d, c, role, when, style=None):
    r = c.r
    s = r.randrange(7) if style is None else style
    p = c.clin(role)
    if s == 0:
        d.ln('Electronically signed by {n} on {dt} at {t}', n=c.dr(role, 'full_c'), dt=c.D(when), t=tm(c))
    elif s == 1:
        d.ln('-- {n}', n=c.dr(role, r.choice(['full_c', 'is_c', 'fml_c'])))
        if r.random() < 0.6:
            d.ln('pager {pg}', pg=('%d-%04d' % (r.randint(2, 9), r.randint(0, 9999)), 'PHONE'))
    elif s == 2:
        d.ln('Signed: {n}  {dt} {t}', n=[phi.nm(p, 'DOCTOR', 'LF')] + ([', ' + p.cred] if p.cred else []), dt=c.D(when), t=tm(c))
        d.ln('Last edited by user {u} from {ip}', u=(p.user, 'USERNAME'), ip=(c.ip(), 'IPADDR'))
    elif s == 3:
        d.ln('{n}', n=c.dr(role, 'full_c'))
        if role in ('att', 'fellow', 'eye', 'cards', 'rad', 'fu', 'pcp') and r.random() < 0.6:
            d.ln('NPI {npi}', npi=(c.npi(), 'LICENSE'))
        d.ln('{dt}', dt=c.D(when))
    elif s == 4:
        d.ln('Dictated by: {n}', n=c.dr(role, 'full_c'))
        tr = c.person(r.choice('FM'))
        d.ln('DD: {a}  DT: {b}  Job #{j}  tr/{i}', a=c.Ds(when, 'us' if c.country == 'US' else 'iso'),
             b=c.Ds(when + phi.dt.timedelta(days=r.randint(0, 2)), 'us' if c.country == 'US' else 'iso'),
             j=(c.digits(7), 'IDNUM'), i=phi.nm(tr, 'DOCTOR', 'inits_lc'))
    elif s == 5:
        d.ln('{n} / {ds}', n=c.dr(role, 'is_c'), ds=c.Ds(when))
    else:
        if role == 'att':
            d.ln('Note written and signed by {n}.', n=c.dr(role, 'full_c'))
        else:
            d.ln('Note written by {n}; co-signed {a}.', n=c.dr(role, 'full_c'), a=c.dr('att', 'dr_s'))
        d.ln('Audit: created {dt} {t} by {u}', dt=c.D(when), t=tm(c), u=(p.user, 'USERNAME'))


def mixfam(c):
    """A parent of the infant, chosen at random."""
    if c.father and c.r.random() < 0.35:
        return c.father
    return c.mother


def rel_word(p):
    return {'mother': 'mother', 'father': 'father', 'co-parent': 'co-parent'}.get(p.rel, p.rel)


def art(w):
    return 'an' if w[0].lower() in 'aeiou' else 'a'


def hol(c):
    """A holiday tied to the family's plans (annotated DATE; a leading article stays outside)."""
    import pools as P
    h = c.r.choice(P.US_HOLIDAYS if c.country == 'US' else P.CA_HOLIDAYS)
    if h.startswith('the '):
        return ['the ', (h[4:], 'DATE')]
    return [(h, 'DATE')]


def wday(c, d):
    """Weekday name of a date, annotated DATE."""
    return (phi.WDAY[d.weekday()][:c.r.choice([3, 9])].rstrip(), 'DATE')


def url(c, kind):
    """Web addresses (all fictional example/test domains), some carrying per-patient tokens."""
    r = c.r
    tok = ''.join(r.choice('abcdefghjkmnpqrstuvwxyz23456789') for _ in range(r.randint(6, 10)))
    if kind == 'cam':
        base = r.choice(['https://nicucam.example.org/view/', 'https://babyview.example.net/live?c=', 'https://angel-eye.example.com/s/'])
        return (base + tok, 'URL')
    if kind == 'portal':
        base = r.choice(['https://mychart.example.org/', 'https://portal.example.net/', 'https://patients.example.com/', 'https://health.example.ca.test/'])
        return (base + r.choice(['appt/', 'visit/', 'msg/', 'doc/']) + tok, 'URL')
    if kind == 'edu':
        return (r.choice(['https://www.example.org/pumping', 'https://learn.example.org/nicu/kangaroo-care', 'www.example.net/safe-sleep',
                          'https://nicu-families.example.org/', 'http://preemie-parents.example.com/forum', 'example.org/rsv-season']), 'URL')
    return ('https://' + r.choice(['telehealth.example.org/join/', 'meet.example.net/r/', 'video.example.com/v/']) + tok, 'URL')
