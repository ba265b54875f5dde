"""Genre: day-case theatre list (several children per note)."""
import ids
from case import Case
from blocks import hhmm, age_short
from common import ext, ipaddr, fdate, add_days
from cond_text import side, us, sp
import pools_places as PP

CONDS = ['inguinal_hernia', 'umbilical_hernia', 'undescended_testis', 'hydrocele']
NOTES = ['', '', '', 'latex allergy', 'ex-prem 29/40 - overnight apnoea obs', 'sickle cell '
         'disease - Hb check on admission', 'autism - first on list, quiet space',
         'needs interpreter ({})', 'FBC/clotting done', 'has cold? review on day', 'MRSA neg',
         'Down syndrome - C-spine precautions', 'cardiac murmur - echo normal',
         'sibling on same list', 'needle phobic - Ametop + play specialist', 'weight >98th centile',
         'last on list (parent shift work)', 'bilateral - consent both sides']
LANGS = ['Polish', 'Arabic', 'Urdu', 'Romanian', 'Somali', 'Portuguese', 'Tigrinya', 'Mandarin',
         'Lithuanian', 'Dari']


def row_proc(r, rc):
    k = rc.cond
    s = side(rc)
    sh = {'right': 'R', 'left': 'L', 'bilateral': 'Bilat'}.get(s, '')
    if k == 'inguinal_hernia':
        return r.choice(['%s inguinal herniotomy' % sh, '%s lap PIRS' % sh,
                         '%s open IHR' % sh])
    if k == 'umbilical_hernia':
        return r.choice(['Umbilical hernia repair', 'UHR', 'Epigastric hernia repair'])
    if k == 'undescended_testis':
        return r.choice(['%s orchidopexy' % sh if not us(rc) else '%s orchiopexy' % sh,
                         '%s orchidopexy + PPV ligation' % sh if not us(rc) else
                         'Diagnostic lap %s' % sh])
    return r.choice(['%s hydrocele (PPV ligation)' % sh, 'Circumcision', 'Excision of '
                     'dermoid cyst (eyebrow)', 'EUA + rectal suction biopsy',
                     'Removal of gastrostomy button', 'Division of tongue tie',
                     'Excision of pilomatrixoma', 'Lymph node biopsy (neck)'])


def make(rng, c, d):
    am = us(c)
    sess = rng.choice(['AM', 'PM', 'All day'])
    n = rng.randrange(7, 11) if sess == 'All day' else rng.randrange(4, 7)
    while c.op.weekday() >= 5:
        c.op = add_days(c.op, 1)
    c.ward = c.dayunit
    d.f('{}\n', rng.choice([sp(c, 'DAY CASE THEATRE LIST - PAEDIATRIC SURGERY',
                               'OR SCHEDULE - PEDIATRIC SURGERY (AMBULATORY)'),
                            sp(c, 'Paediatric Surgery Day Case List', 'Pediatric Surgery Day '
                               'Surgery Schedule')]))
    d.f('{HOSP} - {HOSP}, {} {LOC}\n', c.hosp, c.ward, sp(c, 'Theatre', 'OR'),
        str(rng.randrange(1, 12)))
    d.f('Date: {DATE}   Session: {}\n', c.D(c.op, rng.choice(['W', 'w', 'l' if not am else 'W'])),
        sess)
    d.f('Surgeon: {} ({})   Anaesthetist: {}\n'.replace('Anaesthetist', sp(
        c, 'Anaesthetist', 'Anesthesia')), c.sig(c.cons, 'full'), 'Consultant' if not am else
        'Attending', c.sig(c.anaes, 'full'))
    d.f('Assisting: {}   Scrub lead: {DOC}   Day unit coordinator: {DOC} (ext {PH})\n',
        c.sig(c.reg, 'full'), c.rn.full(), c.rn2.full(), ext(rng))
    d.f('Admission {} to {HOSP}; team brief {}.\n\n', '07:15' if sess != 'PM' else '11:30',
        c.ward, '08:00' if sess != 'PM' else '13:15')
    if am:
        d.f('#  Time   Patient                MRN        DOB         Age/Sex  Procedure'
            '                    Payer / Member ID\n')
    else:
        d.f('#  Time   Name                   Hosp No    DOB         Age  Procedure'
            '                    Notes\n')
    h = 8 if sess != 'PM' else 13
    m = 30 if sess != 'PM' else 30
    cancelled = rng.randrange(0, n + 3)
    rows = []
    for i in range(n):
        for _ in range(6):
            rc = Case(rng, c.country, rng.choice(CONDS), c.lower)
            if rc.child.last not in [x.child.last for x in rows]:
                break
        rc.adm = rc.op = c.op
        rc.dob = add_days(c.op, -rc.age_days)
        rows.append(rc)
        nm = rc.child.name(rng, rng.choice(['LFU', 'LF', 'LF']))
        d.f('{}  {}  ', str(i + 1), '%02d:%02d' % (h, m))
        d.f('{PAT}', nm)
        d.f('{}{MRN}', ' ' * max(1, 23 - len(nm)), rc.mrn)
        d.f('{}{DATE}', ' ' * max(1, 11 - len(rc.mrn)), rc.D(rc.dob, 'n'))
        d.f('  {}', age_short(rc))
        if am:
            d.f('/{}', rc.sexw('MF'))
        pr = row_proc(rng, rc)
        d.f('  {} ', pr.ljust(27))
        if am:
            d.f('{ORG} {HP}', rc.insurer, rc.hp[1])
        else:
            note = rng.choice(NOTES)
            if '{}' in note:
                d.f(note.replace('{}', '{}'), rng.choice(LANGS))
            else:
                d.f('{}', note)
        d.plain('\n')
        m += rng.choice([30, 30, 45, 45, 60])
        h, m = h + m // 60, m % 60
    d.f('\nLIST NOTES\n')
    if cancelled < n:
        rc = rows[cancelled]
        d.f('- Pt {} ({PAT}) {} - {}. {} {FAM} informed by {DOC} on {PH}; rebooked for {DATE}.\n',
            str(cancelled + 1), rc.child.name(rng, 'first'),
            rng.choice(['cancelled on the day', 'DNA', 'postponed']),
            rng.choice(['URTI/temp 38.1 on admission', 'ate breakfast at 07:00', 'family '
                        'emergency', 'list overrun', 'no bed for overnight obs']),
            rc.rel.capitalize(), rc.F(rc.parent, 'first'), c.rn2.full(), rc.par_ph,
            rc.D(add_days(c.op, rng.randrange(7, 60))))
    rc = rows[rng.randrange(n)]
    d.f('- {PAT}: parent parking permit issued, vehicle reg {VEH}.\n',
        rc.child.name(rng, rng.choice(['full', 'LF'])), ids.plate(rng, c.country))
    if rng.random() < 0.6:
        rc = rows[rng.randrange(n)]
        d.f('- {PAT} needs {} on the day; booked via {ORG}, booking ref {IDN}.\n',
            rc.child.name(rng, 'full'), rng.choice(['a %s interpreter' % rng.choice(LANGS),
                                                    'hospital transport']),
            rng.choice(['Northgate Language Partners', 'Kestrel Interpreting Co',
                        'Medivan Transport']), ids.letters(rng, 2) + ids.digits(rng, 6))
    if rng.random() < 0.6:
        rc = rows[rng.randrange(n)]
        d.f('- Bed {LOC} reserved for {PAT} ({}).\n', str(rng.randrange(1, 24)),
            rc.child.name(rng, 'LF'), 'overnight apnoea monitoring' if rc.age_days < 365 else
            rng.choice(['lives >1 h away - overnight stay', 'planned overnight stay',
                        'parent request - first GA']))
    d.f('- Caudal/regional per {} preference; {} available from {}.\n',
        sp(c, 'anaesthetist', 'anesthesiologist'), 'play specialist', '08:00')
    d.f('\nList compiled by {DOC} ({}) {DATE} {}; ext {PH}\n', c.cns.full(),
        rng.choice(['waiting list office', 'theatre scheduler', 'booking coordinator']),
        c.D(add_days(c.op, -rng.randrange(2, 14))), hhmm(rng, 9, 17), ext(rng))
    d.f('Printed {DATE} {} by {USR} ({IP})\n', c.D(add_days(c.op, -1)), hhmm(rng, 12, 18),
        c.rn2.user, ipaddr(rng))
