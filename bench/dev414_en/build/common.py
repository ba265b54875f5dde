"""Blocks shared by several genres: letterheads, patient blocks, signatures,
tables of bloods, medicines and scores (the last three are hard negatives)."""
import datetime

import country as C
import pools_clin as PC
import pools_places as PP

DEPTS = ['Department of Rehabilitation Medicine', 'ME/CFS Specialist Service',
         'Chronic Fatigue Service', 'Specialist Fatigue Service - Adults',
         'Department of Medicine', 'Adult ME/CFS Clinic', 'Complex Fatigue Team']


def letterhead(d, c):
    r = c.rng
    k = r.randrange(4)
    dept = r.choice(DEPTS)
    if k == 0:
        d.t('{svc}\n' + dept + '\n{svc_hosp}\n' + c.addr('svc') + ('\n{home_country}' if r.random() < 0.25 else '')
            + '\nTel: {svc_phone}   Fax: {svc_fax}\nEmail: {svc_email}\n\n')
    elif k == 1:
        d.t('{svc_hosp}\n' + dept + '\n' + c.addr('svc', True) + '\nT {svc_phone} | F {svc_fax} | {svc_url}\n\n')
    elif k == 2:
        d.t('{svc}  |  ' + c.addr('svc', True) + '\nPhone {svc_phone2}  |  {svc_email}\n' + '-' * 60 + '\n\n')
    else:
        d.t(dept.upper() + '\n{svc}, {svc_hosp}\n' + c.addr('svc') + '\nSecretary: {svc_phone2}\nFax: {svc_fax}\nWeb: {svc_url}\n\n')


def pt_block(d, c, k=None):
    r = c.rng
    k = r.randrange(4) if k is None else k
    nid = ('{nid_lbl}: {nid}  ' if 'nid' in c else '')
    if k == 0:
        d.t('Re: {pt_full}, DOB {dob}\n' + nid + '{mrn_lbl}: {mrn}\n' + c.addr('pt', True) + '\n\n')
    elif k == 1:
        d.t('RE: {pt_caps}   D.O.B. {dob}   ' + nid + '{mrn_lbl} {mrn}\n' + c.addr('pt', True) + '\n\n')
    elif k == 2:
        d.t('Patient: {pt_fml}\nDate of birth: {dob} (aged {age})\nAddress: ' + c.addr('pt', True) + '\n'
            + nid + '{mrn_lbl}: {mrn}\n\n')
    else:
        d.t('Name: {pt_title} {pt_full}\nDOB: {dob}   Sex: {sex}\n' + nid + '\n{mrn_lbl}: {mrn}   Tel: {pt_mob}\n\n')


def salutation(d, c, who='gp'):
    if who == 'gp':
        d.t(c.rng.choice(['Dear Dr {gp_last},\n\n', 'Dear {gp_first},\n\n', 'Dear Dr {gp_last}\n\n',
                          'Dear Colleague,\n\n']))
    elif who == 'pt':
        d.t(c.rng.choice(['Dear {pt_title} {pt_last},\n\n', 'Dear {pt_first},\n\n']))
    else:
        d.t(c.rng.choice(['To whom it may concern,\n\n', 'Dear Sir or Madam,\n\n', 'Dear Decision Maker,\n\n']))


def signoff(d, c, role='cons', closing=None):
    r = c.rng
    closing = closing or r.choice(['Yours sincerely,', 'Kind regards,', 'With best wishes,',
                                   'Yours sincerely', 'Best regards,'])
    title = c.v(role + '_title')
    name = ('Dr ' if title == 'Dr' else '') + '{%s_full}' % role
    k = r.randrange(3)
    roleline = ('{%s_role}' % role) if (role + '_role') in c else 'General Practitioner'
    if k == 0:
        d.t(closing + '\n\n\n' + name + '\n{%s_cred}\n' % role + roleline + '\n{%s_lic_lbl}: {%s_lic}\n' % (role, role))
    elif k == 1:
        d.t(closing + '\n\n' + name + ', {%s_cred}\n' % role + roleline + ', {svc}\n{%s_lic_lbl} {%s_lic} | {%s_email}\n'
            % (role, role, role))
    else:
        d.t(closing + '\n\n[electronically signed]\n' + name + '\n' + roleline + '\n{%s_lic_lbl} {%s_lic}\n' % (role, role))


def cc_block(d, c, gp=True, pt=True):
    lines = []
    if gp:
        lines.append('Dr {gp_full}, {gp_prac}, ' + c.addr('gpp', True))
    if pt:
        lines.append('{pt_title} {pt_full}, ' + c.addr('pt', True))
    if c.rng.random() < 0.3:
        lines.append('Dr {ot_full}' if c.v('ot_title') == 'Dr' else '{ot_full}, ' + c.v('ot_role'))
    if lines:
        d.t('\ncc: ' + '\n    '.join(lines) + '\n')


def typist(d, c, role='cons'):
    r = c.rng
    dd = c.fd(c.seen, 'num')
    k = r.randrange(3)
    if k == 0:
        d.t('\n{%s_INI}/{typ_ini}\n' % role)
    elif k == 1:
        d.t('\nDictated {dd}  Typed {td}  {%s_ini}/{typ_ini}\n' % role, dd=(dd, 'DATE'),
            td=(c.fd(C.add_days(c.seen, r.randrange(1, 9)), 'num'), 'DATE'))
    else:
        d.t('\nTranscribed by {typ_full} on {td}\n', td=(c.fd(C.add_days(c.seen, r.randrange(1, 9)), 'num'), 'DATE'))


def ehr_footer(d, c, role='cons'):
    r = c.rng
    bits = ['\n---\nSigned: {%s_full} ({%s_user}) {today_num} %02d:%02d' % (role, role, r.randrange(8, 19), r.randrange(60))]
    if r.random() < 0.6:
        bits.append('Encounter: {acct}')
    if r.random() < 0.3:
        bits.append('Workstation {ip}')
    d.t('\n'.join(bits) + '\n')


def bloods(d, c, n=None, when=None):
    r = c.rng
    n = n or r.randrange(6, 12)
    items = r.sample(PC.BLOODS, n)
    when = when or C.add_days(c.ref, -r.randrange(5, 60))
    d.t(r.choice(['Bloods ({bd}):\n', 'Investigations ({bd}):\n', 'Results - {bd}\n']),
        bd=(c.fd(when, r.choice(['num', 'short', 'abbr'])), 'DATE'))
    for k, v in items:
        d.lit('  %-22s %s\n' % (k, v))


def meds(d, c, n=None, head=True):
    r = c.rng
    n = n or r.randrange(2, 6)
    if head:
        d.lit(r.choice(['Current medication:\n', 'Medications:\n', 'Meds:\n', 'Drug history:\n']))
    for m in r.sample(pool(c, PC.MEDS), n):
        d.lit(r.choice(['- ', '  ', '* ']) + m + '\n')


def score_vals(r):
    return {'a': r.randrange(14, 33), 'b': r.choice([10, 20, 30, 30, 40, 50, 60]),
            'c': r.randrange(5, 70), 'd': r.randrange(3, 16), 'e': r.randrange(2, 14),
            'f': r.randrange(3, 20), 'g': r.randrange(2, 16), 'h': r.randrange(3, 18),
            'i': r.randrange(12, 60), 'j': '%.1f' % (r.randrange(40, 70) / 10.0),
            'k': r.randrange(14, 40), 'l': '%.2f' % (r.randrange(20, 80) / 100.0)}


def scores(d, c, n=None, sep='\n  '):
    r = c.rng
    n = n or r.randrange(2, 5)
    vals = score_vals(r)
    got = [x.format(**vals) for x in r.sample(PC.SCORES, n)]
    d.lit(sep.join(got))


def date_after(c, base, lo, hi):
    """A date lo..hi days after base, never later than a week before the note date."""
    x = base + datetime.timedelta(days=c.rng.randrange(lo, hi))
    last = c.today - datetime.timedelta(days=7)
    if base < last and x > last:
        x = base + (last - base) * c.rng.randrange(30, 100) // 100
    return x


def article(word):
    return 'an' if word[:1].lower() in 'aeiou' or word.startswith(('HGV', 'IT ')) else 'a'


def trigger(c):
    """An onset trigger; COVID-19 only for onsets from March 2020."""
    items = [x for x in PC.TRIGGERS if x != 'COVID-19' or c.onset >= datetime.date(2020, 3, 1)]
    return c.rng.choice(items)


def pool(c, items):
    """Drop sex-specific items for male patients."""
    if c.people['pt']['sex'] == 'M':
        return [x for x in items if x not in PC.FEMALE_ONLY]
    return list(items)


def family(c, key, rel=None):
    """Create a relative/carer; return (key, relation word)."""
    r = c.rng
    rel = rel or r.choice(['mother', 'father', 'husband', 'wife', 'partner', 'sister', 'brother',
                           'daughter', 'son', 'friend', 'neighbour'])
    sex = {'mother': 'F', 'father': 'M', 'husband': 'M', 'wife': 'F', 'sister': 'F', 'brother': 'M',
           'daughter': 'F', 'son': 'M', 'mum': 'F', 'dad': 'M'}.get(rel)
    same_origin = rel in ('mother', 'father', 'sister', 'brother', 'daughter', 'son', 'mum', 'dad')
    last = c.people['pt']['last'] if same_origin and r.random() < 0.8 else None
    c.person(key, 'FAMILY', sex=sex, last=last,
             origin=c.people['pt']['origin'] if same_origin else None)
    c.set(key + '_rel', rel)
    c.set(key + '_phone', C.phone(r, c.cc, 'mobile'), 'PHONE')
    job = c.set(key + '_job', r.choice(PP.RELATIVE_OCCUPATIONS), 'PROFESSION')
    c.set(key + '_a', article(job))
    return key


def rel_age(c, key, lo, hi):
    c.set(key + '_age', str(c.rng.randrange(lo, hi)), 'AGE')


def named(r, pool, key, typ='LOCATION_OTHER'):
    """Pick a named place; a leading 'the ' stays outside the span."""
    x = r.choice(pool)
    art = 'the ' if x.startswith('the ') else ''
    return {key + 'a': (art, None), key: (x[len(art):], typ)}
