"""Plausible (not physiologically exact) lung-function numbers and plain-text
result tables.  Nothing produced here is PHI."""
from core import ch, chance


def _f(x, nd=2):
    return ('%.' + str(nd) + 'f') % x


def body(r, sex, age):
    if age < 16:
        h = r.randint(115, 172)
        wkg = round(h * h / 10000.0 * r.uniform(14, 22), 1)
    else:
        h = r.randint(165, 192) if sex == 'M' else r.randint(150, 176)
        wkg = round(h * h / 10000.0 * r.uniform(19, 38), 1)
    return h, wkg


def spiro(r, sex, age, h, pattern):
    if age < 16:
        fev1p = 3.6e-6 * h ** 2.7
        fvcp = fev1p * 1.14
        ratp = 0.88
    elif sex == 'M':
        fev1p = 0.043 * h - 0.029 * age - 2.49
        fvcp = 0.0576 * h - 0.0269 * age - 4.34
        ratp = 0.86 - 0.0017 * age
    else:
        fev1p = 0.0395 * h - 0.025 * age - 2.6
        fvcp = 0.0443 * h - 0.026 * age - 2.89
        ratp = 0.88 - 0.0017 * age
    fev1p = max(fev1p, 0.9)
    fvcp = max(fvcp, fev1p * 1.1)
    sd1, sdv = (0.5, 0.6) if sex == 'M' else (0.4, 0.45)
    if pattern == 'obstructive':
        fvc = fvcp * r.uniform(0.65, 1.02)
        fev1 = fvc * r.uniform(0.32, 0.66)
    elif pattern == 'restrictive':
        fvc = fvcp * r.uniform(0.42, 0.76)
        fev1 = fvc * r.uniform(0.78, 0.93)
    elif pattern == 'reversible':
        fvc = fvcp * r.uniform(0.78, 1.0)
        fev1 = fvc * r.uniform(0.55, 0.7)
    else:
        fvc = fvcp * r.uniform(0.86, 1.12)
        fev1 = fvc * min(0.95, ratp * r.uniform(0.95, 1.06))
    gain = r.uniform(0.12, 0.32) if pattern == 'reversible' else r.uniform(-0.03, 0.08)
    rows = []
    for name, unit, pred, act, sd in (('FEV1', 'L', fev1p, fev1, sd1), ('FVC', 'L', fvcp, fvc, sdv)):
        post = act * (1 + gain * (1 if name == 'FEV1' else 0.6))
        rows.append((name, unit, pred, pred - 1.645 * sd, act, 100 * act / pred, (act - pred) / sd, post, 100 * (post - act) / act))
    rat = fev1 / fvc
    rpost = rows[0][7] / rows[1][7]
    rows.append(('FEV1/FVC', '%', 100 * ratp, 100 * (ratp - 0.11), 100 * rat, 100 * rat / ratp, (rat - ratp) / 0.065, 100 * rpost, 100 * (rpost - rat) / rat))
    pefp = fev1p * 2.6
    pef = pefp * (fev1 / fev1p) * r.uniform(0.85, 1.1)
    rows.append(('PEF', 'L/s', pefp, pefp * 0.75, pef, 100 * pef / pefp, (pef - pefp) / 1.2, pef * (1 + gain * 0.8), 100 * gain * 0.8))
    fefp = fev1p * 1.05
    fef = fefp * (fev1 / fev1p) ** 1.6
    rows.append(('FEF25-75', 'L/s', fefp, fefp * 0.55, fef, 100 * fef / fefp, (fef - fefp) / 0.9, fef * (1 + gain * 1.3), 100 * gain * 1.3))
    return {'rows': rows, 'gain': gain, 'fev1': fev1, 'fvc': fvc, 'ratio': rat, 'fev1p': fev1p}


def volumes(r, sex, age, h, pattern):
    if sex == 'M':
        tlcp, rvp = 0.0799 * h - 7.08, 0.0216 * h + 0.0207 * age - 2.84
        tlcop = 0.12 * h - 0.07 * age - 8.5
    else:
        tlcp, rvp = 0.066 * h - 5.79, 0.0181 * h + 0.016 * age - 2.0
        tlcop = 0.09 * h - 0.05 * age - 5.3
    tlcp = max(tlcp, 2.5)
    rvp = max(rvp, 0.7)
    tlcop = max(tlcop, 4.0)
    if pattern == 'obstructive':
        tf, rf, df = r.uniform(0.95, 1.3), r.uniform(1.3, 2.2), r.uniform(0.35, 0.8)
    elif pattern == 'restrictive':
        tf, rf, df = r.uniform(0.5, 0.78), r.uniform(0.6, 0.95), r.uniform(0.35, 0.75)
    else:
        tf, rf, df = r.uniform(0.85, 1.12), r.uniform(0.8, 1.25), r.uniform(0.8, 1.15)
    vap = tlcp - 0.25
    kcop = tlcop / vap
    va = vap * tf * r.uniform(0.85, 1.0)
    tlco = tlcop * df
    rows = [
        ('TLC', 'L', tlcp, tlcp * 0.8, tlcp * tf),
        ('RV', 'L', rvp, rvp * 0.65, rvp * rf),
        ('FRC', 'L', tlcp * 0.52, tlcp * 0.38, tlcp * 0.52 * (tf + rf) / 2),
        ('RV/TLC', '%', 100 * rvp / tlcp, 100 * rvp / tlcp * 0.75, 100 * rvp * rf / (tlcp * tf)),
        ('TLCO', 'mmol/min/kPa', tlcop, tlcop * 0.75, tlco),
        ('KCO', 'mmol/min/kPa/L', kcop, kcop * 0.78, tlco / va),
        ('VA', 'L', vap, vap * 0.82, va),
    ]
    return rows


def spiro_table(r, s, style=None, post=True):
    style = style if style is not None else r.randrange(3)
    rows = s['rows']
    out = []
    if style == 0:
        out.append('%-14s %6s %6s %6s %6s %6s' % ('', 'Pred', 'LLN', 'Pre', '%Pred', 'Z') + ('  %6s %6s' % ('Post', '%Chg') if post else ''))
        for n, u, pr, ll, a, pc, z, po, chg in rows:
            nd = 0 if u == '%' else 2
            line = '%-14s %6s %6s %6s %6d %6s' % ('%s (%s)' % (n, u), _f(pr, nd), _f(ll, nd), _f(a, nd), round(pc), _f(z, 2))
            if post:
                line += '  %6s %+6d' % (_f(po, nd), round(chg))
            out.append(line)
    elif style == 1:
        out.append('| Test | Units | Predicted | LLN | Baseline | % Pred | Z-score |' + (' Post-BD | % Change |' if post else ''))
        out.append('|------|-------|-----------|-----|----------|--------|---------|' + ('---------|----------|' if post else ''))
        for n, u, pr, ll, a, pc, z, po, chg in rows:
            nd = 0 if u == '%' else 2
            line = '| %s | %s | %s | %s | %s | %d | %s |' % (n, u, _f(pr, nd), _f(ll, nd), _f(a, nd), round(pc), _f(z, 2))
            if post:
                line += ' %s | %+d |' % (_f(po, nd), round(chg))
            out.append(line)
    else:
        for n, u, pr, ll, a, pc, z, po, chg in rows[:3]:
            nd = 0 if u == '%' else 2
            line = '%s %s %s (%d%% pred, z %s)' % (n, _f(a, nd), u if u != '%' else '', round(pc), _f(z, 2))
            if post:
                line += '; post %s (%+d%%)' % (_f(po, nd), round(chg))
            out.append(line.replace('  ', ' '))
    return '\n'.join(out) + '\n'


def vol_table(r, rows, us=False):
    out = ['%-8s %-16s %7s %7s %7s %6s' % ('', 'Units', 'Pred', 'LLN', 'Meas', '%Pred')]
    for n, u, pr, ll, a in rows:
        if us and n in ('TLCO', 'KCO'):
            n = {'TLCO': 'DLCO', 'KCO': 'DL/VA'}[n]
            u = 'mL/min/mmHg' + ('/L' if n == 'DL/VA' else '')
            pr, ll, a = pr * 2.987, ll * 2.987, a * 2.987
        nd = 0 if u == '%' else 2
        out.append('%-8s %-16s %7s %7s %7s %6d' % (n, u, _f(pr, nd), _f(ll, nd), _f(a, nd), round(100 * a / pr)))
    return '\n'.join(out) + '\n'


def grade(r):
    return ch(r, ['A', 'A', 'A', 'B', 'B', 'C', 'D', 'E'])


def feno(r, high=None):
    if high is None:
        high = chance(r, 0.45)
    return r.randint(38, 140) if high else r.randint(5, 30)


def cpet(r, sex, age, wkg, limited):
    pv = wkg * (50.72 - 0.372 * age) if sex == 'M' else (wkg + 43) * (22.78 - 0.17 * age)
    pv = max(pv, 900)
    frac = r.uniform(0.45, 0.78) if limited else r.uniform(0.85, 1.15)
    vo2 = pv * frac
    at = vo2 * r.uniform(0.48, 0.68)
    hrmax = 220 - age
    return {
        'vo2': vo2, 'vo2p': pv, 'vo2kg': vo2 / wkg, 'at': at, 'atkg': at / wkg,
        'pct': 100 * frac, 'hr': int(hrmax * r.uniform(0.7, 0.98)), 'hrmax': hrmax,
        'watts': int(vo2 / 11.5), 'slope': r.uniform(35, 48) if limited else r.uniform(24, 33),
        'o2p': vo2 / (hrmax * r.uniform(0.7, 0.98)), 'rer': r.uniform(1.02, 1.28),
        'spo2r': r.randint(95, 99), 'spo2p': r.randint(84, 95) if limited and chance(r, 0.5) else r.randint(94, 99),
        'br': r.randint(8, 45), 'bp0': '%d/%d' % (r.randint(110, 160), r.randint(65, 95)),
        'bp1': '%d/%d' % (r.randint(150, 215), r.randint(70, 100)), 've': vo2 / 1000 * r.uniform(28, 38),
        'petco2': r.uniform(30, 42),
    }


def mch_steps(r, proto):
    """Bronchial challenge steps: list of (dose text, FEV1 fall %)"""
    if proto == 'mannitol':
        doses = ['0 mg', '5 mg', '15 mg', '35 mg', '75 mg', '155 mg', '315 mg', '475 mg', '635 mg']
        thr = 15
    elif proto == 'mch_pc':
        doses = ['diluent', '0.0625 mg/mL', '0.25 mg/mL', '1 mg/mL', '4 mg/mL', '16 mg/mL']
        thr = 20
    else:
        doses = ['diluent', '3 mcg', '12 mcg', '48 mcg', '192 mcg', '400 mcg']
        thr = 20
    pos = chance(r, 0.5)
    stop = r.randint(2, len(doses) - 1) if pos else len(doses) - 1
    falls = []
    f = 0.0
    for i in range(stop + 1):
        if i == 0:
            f = r.uniform(-2, 2)
        elif pos and i == stop:
            f = thr + r.uniform(0.5, 12)
        else:
            f = min(thr - 2, max(f, 0) + r.uniform(0, 5 if pos else 3))
        falls.append((doses[i], f))
    return falls, pos, thr


def oxi(r, severe=None):
    if severe is None:
        severe = r.randrange(4)
    odi = [r.uniform(1, 4.9), r.uniform(5, 14.9), r.uniform(15, 29.9), r.uniform(30, 75)][severe]
    return {
        'odi4': odi, 'odi3': odi * r.uniform(1.2, 1.6), 'mean': r.uniform(90, 96.5) - severe * 0.6,
        'nadir': int(r.uniform(62, 90) if severe >= 2 else r.uniform(84, 92)),
        't90': [r.uniform(0, 2), r.uniform(1, 8), r.uniform(5, 25), r.uniform(15, 60)][severe],
        'pr': r.randint(56, 92), 'hrs': r.uniform(5.2, 9.1), 'sev': severe,
        'sevtxt': ['within normal limits', 'mild', 'moderate', 'severe'][severe],
    }
