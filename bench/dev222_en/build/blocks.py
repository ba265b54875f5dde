"""Shared note blocks: patient headers, signatures, drug lines, labs."""
import core as C
import meds as M
import people as PE


def pick(rng, seq, k):
    idx = list(range(len(seq)))
    rng.shuffle(idx)
    return [seq[i] for i in idx[:k]]


AGE_FORMS_UK = ['yo', 'y', 'yrs', 'years', 'yearold', 'aged', 'paren', 'sexafter', 'y/o']
AGE_FORMS_US = ['yo', 'y/o', 'yo2', 'yearold', 'sexafter', 'sexafter2', 'yr', 'paren', 'age']


def age(ctx, form=None):
    f = form or ctx.rng.choice(AGE_FORMS_UK if ctx.uk else AGE_FORMS_US)
    return C.age_pieces(ctx.pt['age'], f, ctx.pt['sex'])


def pt_header(n, ctx, variant=None):
    r, p, uk = ctx.rng, ctx.pt, ctx.uk
    v = variant if variant is not None else r.randrange(6)
    dob = ctx.d(p['dob'])
    if v == 0:
        n.ln('Patient: {nm}    DOB: {dob} ({a})    {lab}: {mrn}', nm=ctx.pname(r.choice(['caps_comma', 'caps_mixed', 'sur_comma'])),
             dob=dob, a=[(str(p['age']), 'AGE'), r.choice(['y', ' yrs', 'yo', ''])],
             lab='Hosp No' if uk else 'MRN', mrn=(p['mrn'], 'MRN'))
        if uk:
            n.ln('NHS No: {nhs}', nhs=(p['nhs'], 'MRN'))
    elif v == 1:
        n.ln('Name: {nm}', nm=ctx.pname(r.choice(['title_full', 'full', 'full_mid'])))
        n.ln('DOB: {dob}   Age: {a}', dob=dob, a=(str(p['age']), 'AGE'))
        if uk:
            n.ln('NHS number: {nhs}   Hospital no: {mrn}', nhs=(p['nhs'], 'MRN'), mrn=(p['mrn'], 'MRN'))
        else:
            n.ln('MRN: {mrn}   Acct: {ac}', mrn=(p['mrn'], 'MRN'), ac=(p['acct'], 'ACCOUNT'))
    elif v == 2:
        n.ln('{nm}, {a}, {mrn}', nm=ctx.pname(r.choice(['caps_full', 'full', 'caps_comma'])),
             a=age(ctx, r.choice(['sexafter', 'y', 'yo2', 'sexafter2'])), mrn=(p['mrn'], 'MRN'))
    elif v == 3:
        n.ln('PATIENT DETAILS')
        n.ln('Surname: {s}   Forename(s): {g}', s=(p['family'].upper() if r.random() < 0.5 else p['family'], 'PATIENT'),
             g=(p['given'] + ((' ' + p['middle']) if p['middle'] else ''), 'PATIENT'))
        n.ln('D.O.B.: {dob}   Sex: {sx}', dob=dob, sx=p['sex'])
        n.ln('Address: {ad}', ad=PE.addr_oneline(p['addr'], r))
        if uk:
            n.ln('NHS No: {nhs}', nhs=(p['nhs'], 'MRN'))
        else:
            n.ln('MRN {mrn}', mrn=(p['mrn'], 'MRN'))
    elif v == 4:
        n.ln('Pt: {nm} | DOB {dob} | {a} | {lab} {mrn}', nm=ctx.pname(r.choice(['full', 'sur_comma', 'init_sur'])),
             dob=dob, a=age(ctx), lab='NHS' if uk else 'MRN#', mrn=(p['nhs'] if uk else p['mrn'], 'MRN'))
    elif v == 5:
        n.ln('{nm} ({dob}) - {mrn}', nm=ctx.pname(r.choice(['caps_mixed', 'caps_comma', 'sur_comma'])),
             dob=dob, mrn=(p['mrn'], 'MRN'))
    elif v == 6:
        n.ln('Name: {nm}   DOB: {dob}   {lab} {id}', nm=ctx.pname(r.choice(['title_full', 'full', 'sur_comma'])), dob=dob,
             lab='NHS No:' if uk else 'Profile#', id=(p['nhs'] if uk else p['mrn'], 'MRN'))
    else:
        n.ln('Patient: {nm} ({a})', nm=ctx.pname(r.choice(['full', 'full_mid', 'caps_full'])), a=age(ctx, 'sexafter'))
        n.ln('DOB {dob}{x}', dob=dob, x=['  NHS ', (p['nhs'], 'MRN')] if uk and r.random() < 0.7 else '')
    return v


US_ONLY = ('0.6 mg', '650 mg', '325', '8.6 mg', '17 g', '20 mL', '0.4 mg', '800/160', '875/125', '1 mg/kg', '2.5 mg')
SPLIT = {'Gliclazide': (['40', '80'], ['5', '10']), 'Edoxaban': (['60', '30'], ['150', '75']),
         'Indapamide': (['2.5', '1.5'], ['25', '12.5']), 'Candesartan': (['8', '16'], ['50', '25']),
         'Bisoprolol': (['1.25', '2.5', '5'], ['25', '50', '100']), 'Digoxin': (['62.5', '125'], ['125', '250']),
         'Levothyroxine': (['50', '75', '100'], ['50', '88', '112', '125']), 'Tinzaparin': (['4500'], ['5000'])}
UK_ONLY = ('500 micrograms', '400 micrograms', '1g', '500mg', '1.5mg/kg', '7.5mg', '15mg', '10ml', '15ml', '2.5mg-5mg', '60mg', '80mg', '8mg', '12mg')


def drug_text(ctx, d, style=None):
    r, uk = ctx.rng, ctx.uk
    name = d[0] if uk else d[1]
    cand = [x for x in d[2] if (x not in US_ONLY and '/' not in x) or name == d[0] and '/' in name] if uk else \
        [x for x in d[2] if x not in UK_ONLY]
    if d[0] in SPLIT:
        cand = SPLIT[d[0]][0 if uk else 1]
    dose = r.choice(cand or d[2])
    unit = d[3] if uk or d[3] != 'micrograms' else 'mcg'
    freq = r.choice(d[4] if uk else d[5])
    sp = '' if (uk and r.random() < 0.6 and unit in ('mg', 'g')) else ' '
    has_unit = any(ch.isalpha() for ch in dose)
    ds = (dose + (sp + unit if (unit and not has_unit) else '')) if dose != 'as per INR' else ''
    brand = d[8] if not uk else d[7]
    if brand.lower() in name.lower() and style in (1, None):
        style = 0
    style = style if style is not None else r.randrange(4)
    if not uk and style == 1:
        s = '%s (%s) %s PO %s' % (d[8], name, ds, freq)
    elif not uk and style == 2 and 'tab' not in ds:
        s = '%s %s tab - take 1 by mouth %s' % (name, ds, freq)
    elif uk and style == 1:
        s = '%s (%s) %s %s' % (name, d[7], ds, freq)
    elif uk and style == 2:
        s = '%s %s %s' % (name.upper(), ds, freq)
    else:
        s = '%s %s %s' % (name, ds, freq)
    return ' '.join(s.split()), d


GROUPS = {'Apixaban': 'ac', 'Rivaroxaban': 'ac', 'Edoxaban': 'ac', 'Warfarin': 'ac',
          'Methadone 1mg/ml oral solution': 'ost', 'Buprenorphine': 'ost', 'Atorvastatin': 'st',
          'Simvastatin': 'st', 'Omeprazole': 'ppi', 'Lansoprazole': 'ppi', 'Furosemide': 'loop',
          'Bumetanide': 'loop', 'Sertraline': 'ssri', 'Citalopram': 'ssri', 'Enoxaparin': 'lmwh',
          'Tinzaparin': 'lmwh', 'Gabapentin': 'gaba', 'Pregabalin': 'gaba', 'Ramipril': 'raas',
          'Candesartan': 'raas', 'Morphine sulfate MR': 'op', 'Oxycodone': 'op', 'Fentanyl patch': 'op',
          'Amoxicillin': 'abx', 'Doxycycline': 'abx', 'Co-amoxiclav': 'abx', 'Clarithromycin': 'abx',
          'Nitrofurantoin MR': 'abx', 'Trimethoprim': 'abx', 'Empagliflozin': 'sglt', 'Dapagliflozin': 'sglt',
          'Sodium valproate MR': 'aed', 'Carbamazepine MR': 'aed', 'Phenytoin': 'aed'}


def drugs(ctx, k, must=None):
    r = ctx.rng
    pool = pick(r, M.DRUGS, len(M.DRUGS))
    out, seen = [], []
    if must:
        out = [d for d in M.DRUGS if d[0] in must]
        seen = [GROUPS.get(d[0]) for d in out]
    for d in pool:
        if len(out) >= k:
            break
        g = GROUPS.get(d[0])
        if d in out or (g and g in seen):
            continue
        out.append(d)
        if g:
            seen.append(g)
    return out


def signature(n, ctx, st, variant=None, when=None):
    r, uk = ctx.rng, ctx.uk
    v = variant if variant is not None else r.randrange(7)
    when = when or ctx.today
    comm = getattr(ctx, 'community', False)
    if v == 0:
        n.ln('{nm}, {cr}', nm=ctx.sname(st, 'full'), cr=st['cred'])
        if comm:
            n.ln('{l} {t}', l=r.choice(['Tel', 'Ph:', 'Direct line']), t=ctx.phone())
        elif uk:
            n.ln('Bleep {b}', b=(st['bleep'], 'PHONE'))
        else:
            n.ln('Pager {b}', b=('%s-%s' % (st['bleep'][0], st['bleep'][1:]), 'PHONE'))
    elif v == 1:
        n.ln('Reviewed by: {nm} ({cr}) {d} {t}', nm=ctx.sname(st, 'init_sur'), cr=st['cred'], d=ctx.d(when), t=ctx.time())
    elif v == 2:
        n.ln('{ini} / {role} / {bl} {b}', ini=(st['initials'], 'DOCTOR'), role='Pharm' if st['role'] == 'pharmacist' else st['cred'],
             bl='bleep' if uk and not comm else 'ext', b=(st['bleep'][1:] if comm else st['bleep'], 'PHONE'))
    elif v == 3:
        reg = [st['reg_label'] + ' ', (st['reg'], 'LICENSE')] if st.get('reg') else ''
        n.ln('Signed: {nm} {cr} {reg}', nm=ctx.sname(st, 'full_mid'), cr=st['cred'], reg=reg)
    elif v == 4:
        n.ln('Electronically signed by {nm}, {cr} on {d} at {t}', nm=ctx.sname(st, 'full'), cr=st['cred'],
             d=ctx.d(when), t=ctx.time())
    elif v == 5:
        n.ln('-- {nm}, {cr} | {em}', nm=ctx.sname(st, 'init_sur2'), cr=st['cred'], em=(st['email'], 'EMAIL'))
    else:
        n.ln('{nm} ({cr})  user: {u}', nm=ctx.sname(st, 'full'), cr=st['cred'], u=(st['user'], 'USERNAME'))
    return v


def renal_line(n, ctx, lab=None, date=None):
    r, uk = ctx.rng, ctx.uk
    lab = lab or M.renal_panel(r, uk, aki=r.random() < 0.35, age=ctx.pt['age'], female=ctx.pt['sex'] == 'F')
    date = date or ctx.today
    ctx.last_lab = lab
    if uk:
        n.ln('U&E {d}: Na {Na}, K {K}, Ur {Urea}, Cr {Creat}, eGFR {eGFR}', d=ctx.ds(date),
             Na=str(lab['Na']), K=str(lab['K']), Urea=str(lab['Urea']), Creat=str(lab['Creat']), eGFR=str(lab['eGFR']))
    else:
        n.ln('BMP {d}: Na {Na} / K {K} / BUN {BUN} / SCr {SCr} / eGFR {eGFR}', d=ctx.ds(date),
             Na=str(lab['Na']), K=str(lab['K']), BUN=str(lab['BUN']), SCr=str(lab['SCr']), eGFR=str(lab['eGFR']))
    return lab


def lab_table(n, ctx, days):
    """Multi-column lab table with dated columns (dates are PHI)."""
    r, uk = ctx.rng, ctx.uk
    ds = [ctx.ago(x) for x in days]
    n.add('            ')
    for i, d in enumerate(ds):
        n.add([(C.fmt_date(d, 'uk_dm' if uk else 'us_md'), 'DATE'), '     ' if i < len(ds) - 1 else ''])
    n.nl()
    rows = (['Na', 'K', 'Urea', 'Creat', 'eGFR', 'CRP', 'Hb', 'WCC', 'Plt', 'Alb'] if uk else
            ['Na', 'K', 'BUN', 'SCr', 'eGFR', 'CRP', 'Hgb', 'WBC', 'Plt', 'Alb'])
    rows = rows[:r.randrange(5, len(rows) + 1)]
    base = M.renal_panel(r, uk, aki=r.random() < 0.5, age=ctx.pt['age'], female=ctx.pt['sex'] == 'F')
    ctx.last_lab = base
    for row in rows:
        vals = []
        for _ in ds:
            if row == 'Na':
                v = base['Na'] + r.randrange(-3, 4)
            elif row == 'K':
                v = round(base['K'] + r.uniform(-0.4, 0.4), 1)
            elif row in base:
                v = base[row]
                v = round(v * r.uniform(0.85, 1.15), 2 if row == 'SCr' else 1) if isinstance(v, float) else int(v * r.uniform(0.85, 1.15))
            else:
                v = {'CRP': r.randrange(2, 280), 'Hb': r.randrange(80, 150), 'Hgb': round(r.uniform(8, 15), 1),
                     'WCC': round(r.uniform(3, 20), 1), 'WBC': round(r.uniform(3, 20), 1), 'Plt': r.randrange(90, 460),
                     'Alb': r.randrange(22, 44) if uk else round(r.uniform(2.2, 4.4), 1)}[row]
            vals.append(str(v))
        n.raw(row.ljust(12) + ''.join(v.ljust(10) for v in vals).rstrip() + '\n')


def allergies(ctx):
    return ctx.rng.choice(M.ALLERGIES)


def bed(ctx):
    r = ctx.rng
    if ctx.uk:
        k = r.randrange(4)
        if k == 0:
            return ['Bed ', (str(r.randrange(1, 30)), 'LOCATION_OTHER')]
        if k == 1:
            return ['Bay ', (str(r.randrange(1, 7)), 'LOCATION_OTHER'), ' Bed ', (str(r.randrange(1, 7)), 'LOCATION_OTHER')]
        if k == 2:
            return ['side room ', (str(r.randrange(1, 12)), 'LOCATION_OTHER')]
        return ['B', (str(r.randrange(1, 7)), 'LOCATION_OTHER'), '/', (str(r.randrange(1, 7)), 'LOCATION_OTHER')]
    k = r.randrange(3)
    if k == 0:
        return ['Room ', ('%d%s' % (r.randrange(200, 999), r.choice(['', 'A', 'B'])), 'LOCATION_OTHER')]
    if k == 1:
        return ['Rm ', ('%d-%03d' % (r.randrange(2, 9), r.randrange(1, 60)), 'LOCATION_OTHER')]
    return ['rm ', (str(r.randrange(200, 999)), 'LOCATION_OTHER'), ' bed ', (r.choice(['A', 'B', '1', '2']), 'LOCATION_OTHER')]


def doc(ctx, form=None, staff=None, cred=None):
    """A doctor reference with title handling."""
    r = ctx.rng
    st = staff or PE.make_staff(r, ctx.uk, 'doctor')
    if cred:
        st['cred'] = cred
        st['title'] = 'Dr' if ctx.uk else 'Dr.'
    f = form or r.choice(['title_sur', 'title_sur', 'title_full', 'title_init_sur', 'full'])
    if not st['title'] and f.startswith('title'):
        f = 'full'
    if f == 'full':
        return [(st['given'] + ' ' + st['family'], 'DOCTOR'), ' (' + st['cred'] + ')'], st
    return C.name(st, f, 'DOCTOR'), st


def fam(ctx, form=None, nok=None):
    r = ctx.rng
    k = nok or ctx.pt['nok']
    f = form or r.choice(['given', 'given', 'full', 'title_sur'])
    return C.name(k, f, 'FAMILY')


def site_line(n, ctx, p=0.5):
    """Optional address/contact line under a pharmacy or clinic heading."""
    r = ctx.rng
    if r.random() >= p:
        return
    a = ctx.fac_addr
    k = r.randrange(3)
    if k == 0:
        n.ln('{a}   Tel {t}', a=PE.addr_oneline(a, r), t=ctx.phone())
    elif k == 1:
        n.ln('{s}, {c} | {t} | {e}', s=(a['street'], 'STREET'), c=(a['town'], 'CITY'), t=ctx.phone(), e=ctx.email())
    else:
        n.ln('{a}', a=PE.addr_oneline(a, r))
        n.ln('Tel: {t}  Fax: {f}', t=ctx.phone(), f=ctx.fax())
