"""Blocks shared by several genres: demographics, signatures, immunisation tables,
growth, family, audit footers."""
from core import Ph, join, clock, plus, digits, an
from case import reg_no, uname, date_at_age
import clinical
import ids

SCHED_KEY = {'ENG': 'UK', 'WAL': 'UK', 'SCO': 'UK', 'NIR': 'UK', 'IRL': 'IE', 'AUS': 'AU', 'NZL': 'NZ',
             'CAN': 'NA', 'USA': 'NA'}
DUE_MONTHS = {'8 weeks': 2, '12 weeks': 3, '16 weeks': 4, '1 year': 12, '3 years 4 months': 40,
              '12-13 years': 150, '14 years': 168, '2 months': 2, '4 months': 4, '6 months': 6,
              '12 months': 12, '13 months': 13, '4-5 years': 54, '18 months': 18, '4 years': 48,
              'Year 7': 150, 'Year 10': 180, '6 weeks': 1.5, '3 months': 3, '5 months': 5,
              '15 months': 15, 'Year 7/8': 140, '12-15 months': 13, '4-6 years': 54, '11-12 years': 138}


LATE = ('Placement', 'Permanence', 'Freeing', 'Permanent', 'Extended', 'Long-term', 'until 18', 's110', 'Care Order (', 'Care Order')


def legal(c, early=False):
    opts = clinical.LEGAL[c['cc']]
    if early:
        opts = [o for o in opts if not any(k in o for k in LATE) or o.startswith('Interim')]
    return c['_rng'].choice(opts)


def age_str(c):
    y, m = c['age_y'], c['age_m']
    rng = c['_rng']
    if y < 2:
        return [Ph(str(y * 12 + m), 'AGE'), ' months']
    k = rng.randint(0, 3)
    if k == 0:
        return [Ph(str(y), 'AGE'), 'y ', Ph(str(m), 'AGE'), 'm']
    if k == 1:
        return [Ph(str(y), 'AGE'), ' years ', Ph(str(m), 'AGE'), ' months']
    if k == 2:
        return [Ph(str(y), 'AGE'), ' yrs']
    return [Ph(str(y), 'AGE'), ' years']


def demographics(n, c, style=None):
    rng = c['_rng']
    style = rng.randint(0, 2) if style is None else style
    lab1, id1 = c['id1']
    if style == 0:
        n.f('Name: {pt}     DOB: {dob}     Age: ', c)
        n.add(age_str(c))
        n.f('     Sex: {sexw}\n', c)
        n.f('{l1}: {id1}     {hl}: {hno}     {sl}: {soc_id}\n', c, l1=lab1, id1=id1, hl=c['hno_lab'], sl=c['soc_lab'])
    elif style == 1:
        n.f('PATIENT: {f}   D.O.B. {dob} (', c, f=c['P'].formal)
        n.add(age_str(c))
        n.f(')   {l1} {id1}\n{sl} {soc_id}   {hl} {hno}\n', c, l1=lab1, id1=id1, sl=c['soc_lab'], hl=c['hno_lab'])
    else:
        n.f('Child: {pm}', c, pm=c['P'].fullm)
        if c['nick']:
            n.f(' (known as "{nick}")', c)
        n.f('\nDate of birth: {dob}   {l1}: {id1}\nLocal ref ({sl}): {soc_id}\n', c, l1=lab1, id1=id1, sl=c['soc_lab'])


def placement(n, c, with_phone=True):
    fc1, fc2 = c['FC1'], c['FC2']
    if c['single_carer']:
        n.f('Placement: {a} ({carer}), ', c, a=fc1.tf)
    else:
        n.f('Placement: {a} and {b} ({carer}s), ', c, a=fc1.tf, b=fc2.full)
    n.add(c['pl_addr'])
    if with_phone:
        n.f('. Tel {fc_mob}', c)
    n.put('\n')


def signature(n, c, p, role, title, org=True, contact=True):
    lab, val = reg_no(c, role)
    n.f('\n{p}\n{title}\n{lab} {val}\n', c, p=p.tf if p.title == 'Dr' else p.full, title=title, lab=lab, val=val)
    if org:
        n.f('{trust}\n', c)
    if contact:
        rng = c['_rng']
        if rng.random() < 0.5:
            n.f('Tel {t}   Fax {clin_fax}   {team_email}\n', c, t=c['clin_tel'])
        else:
            n.f('Direct line {t}   Secure email {e}\n', c, t=c['lacn_tel'], e=c['team_email'])


def audit(n, c, who):
    rng = c['_rng']
    d = c.d(c['asmt_dt'] if rng.random() < 0.4 else plus(c['asmt_dt'], rng.randint(1, 9)))
    k = rng.randint(0, 3)
    u = uname(c, who)
    if k == 0:
        n.f('\n-- Electronically signed by user {u} on {d} at {t} --\n', c, u=u, d=d, t=clock(rng))
    elif k == 1:
        n.f('\nDocument ID {doc} | Author login {u} | Printed {d} {t} from {ip}\n', c,
            doc=Ph('%s-%s' % (rng.choice(['DOC', 'LAC', 'CLA', 'HA']), digits(rng, 7)), 'IDNUM'), u=u, d=d, t=clock(rng))
    elif k == 2:
        n.f('\nEntered by: {u} ({ws})   {d} {t}\n', c, u=u, ws=rng.choice(['SystmOne', 'EMIS Web', 'RiO', 'Lorenzo', 'Cerner', 'eCAF']),
            d=d, t=clock(rng))
    else:
        n.f('\n[uploaded to {sys} by {u} on {d}; workstation {ip}]\n', c, sys=c['soc_lab'].split()[0], u=u, d=d)


def imm_rows(c, miss_p=0.15):
    """Rows (due label, vaccines, Ph-date or text) for the child's schedule up to now."""
    rng = c['_rng']
    out = []
    age_months = c['age_y'] * 12 + c['age_m']
    for lab, vac in clinical.IMM_SCHED[SCHED_KEY[c['cc']]]:
        mo = DUE_MONTHS[lab]
        if mo > age_months:
            break
        if rng.random() < miss_p:
            out.append((lab, vac, rng.choice(['not recorded', 'NO RECORD', 'outstanding', 'declined by parent'])))
        else:
            out.append((lab, vac, c.d(date_at_age(c, mo))))
    return out


def imm_table(n, c, miss_p=0.15, header=True):
    rows = imm_rows(c, miss_p)
    if header:
        n.f('Immunisations (source: {reg}):\n', c, reg=clinical.IMM_REGISTRY[c['cc']])
    for lab, vac, d in rows:
        n.f('  {a} | {v} | {d}\n', c, a=lab, v=vac, d=d)
    if not rows:
        n.put('  none due yet\n')
    return rows


def growth(n, c):
    rng = c['_rng']
    y = c['age_y']
    a = y + c['age_m'] / 12.0
    if a < 1:
        wt, ht = 3.5 + 6.5 * a, 50 + 25 * a
    elif a < 12:
        wt, ht = 8.5 + 2.3 * a, 76 + 6.2 * (a - 1)
    else:
        wt, ht = 38 + 5 * (a - 12), 146 + 4.6 * (a - 12)
    wt = round(wt * rng.uniform(0.82, 1.3), 1)
    ht = round(ht * rng.uniform(0.94, 1.05), 1)
    bmi = round(wt / (ht / 100.0) ** 2, 1)
    cen = ['0.4th', '2nd', '9th', '25th', '50th', '75th', '91st', '98th', '99.6th']
    if c['cc'] == 'USA' and rng.random() < 0.5:
        n.f('Wt {w} lb ({a} %ile)  Ht {h} in ({b} %ile)  BMI {bmi}\n', c, w='%.1f' % (wt * 2.2046),
            a=rng.choice(cen)[:-2], h='%.1f' % (ht / 2.54), b=rng.choice(cen)[:-2], bmi=str(bmi))
    else:
        n.f('Weight {w} kg ({a} centile), Height {h} cm ({b} centile), BMI {bmi} kg/m2', c, w=str(wt),
            a=rng.choice(cen), h=str(ht), b=rng.choice(cen), bmi=str(bmi))
        if y < 2:
            n.f(', OFC {o} cm', c, o=str(round(34 + y * 10 + rng.uniform(0, 4), 1)))
        n.put(' (UK-WHO charts)\n' if SCHED_KEY[c['cc']] == 'UK' else '\n')


def family(n, c, detail=True):
    rng = c['_rng']
    bm, bf = c['BM'], c['BF']
    n.f('Birth mother: {m}', c, m=bm.full)
    if rng.random() < 0.6:
        n.f(' (DOB {d})', c, d=c.d(plus(c['dob_dt'], -365 * int(c['bm_age_birth'].text) - rng.randint(0, 300))))
    else:
        n.f(', aged {bm_age}', c)
    if detail and rng.random() < 0.6:
        n.f(', works as {an} {bm_prof}', c, an=an(c['bm_prof'].text))
    if rng.random() < 0.5:
        n.put(', lives at ')
        n.add(c['bm_addr'])
    n.put('.\n')
    if rng.random() < 0.3:
        n.f('Birth father: not named on birth certificate; possible father {f}', c, f=bf.full)
    else:
        n.f('Birth father: {f}, {bf_age}', c, f=bf.full)
        if detail and rng.random() < 0.5:
            n.f(', {bf_prof}', c)
        if rng.random() < 0.4:
            n.f(', currently in HMP' if c['cc'] in ('ENG', 'WAL') else ', currently in custody', c)
    n.put('.\n')
    if c['sibs']:
        n.put('Siblings: ')
        items = []
        for sp, sa, ss in c['sibs']:
            items.append([sp.full, ' (', sa, ' yrs' if len(sa) == 1 and rng.random() < 0.3 else '', ', ', rng.choice(['with maternal grandmother', 'placed separately',
                                                                'in same placement', 'adopted', 'at home with father',
                                                                'in residential care']), ')'])
        n.add(join(items, '; ', '; '))
        n.put('.\n')


def professionals(n, c, which):
    rng = c['_rng']
    for k in which:
        if k == 'sw':
            n.f('{sw_title}: {p}, {la}. Tel {t}', c, p=c['SW'].full, t=c['sw_tel'])
            if rng.random() < 0.7:
                n.f(' / {sw_mob}', c)
            n.f('. {sw_email}\n', c)
        elif k == 'gp':
            n.f('{gp}: Dr {g}, {gp_prac}, ', c, g=c['GP'].l)
            n.add(c['gp_addr'])
            n.f('. Tel {gp_tel}\n', c)
        elif k == 'school':
            if c['yr']:
                n.f('School: {school} ({yr}); {dt} {d}. Tel {school_tel}\n', c, d=c['DSL'].t)
            else:
                n.f('Nursery: {nursery}\n', c)
        elif k == 'iro':
            n.f('{iro}: {p}\n', c, p=c['IRO'].full)
        elif k == 'hv':
            n.f('{r}: {p}, {t}\n', c, r='Health visitor' if c['age_y'] < 5 else 'School nurse',
                p=(c['HV'] if c['age_y'] < 5 else c['SN']).full, t=c.ph('mobile'))
        elif k == 'dent':
            n.f('Dentist: {dental} ({p})\n', c, p=c['DENT'].t)
        elif k == 'ssw':
            n.f('{ssw}: {p} ({ifa}), {t}\n', c, p=c['SSW'].full, t=c.ph('mobile'))


def cc_list(n, c, items):
    n.put('\ncc: ')
    n.add(join(items, '; ', '; '))
    n.put('\n')


def device_line(n, c):
    desc, lab, sers = ids.device(c['_rng'])
    n.f('Device: {d}, {l} ', c, d=desc, l=lab)
    n.add(join([Ph(s, 'DEVICE') for s in sers], ' / ', ' / '))
    n.put('\n')
