"""Clinical (non-PHI) content generators: basal tables, CGM metrics, labs.
These supply the hard negatives: values, units, times, durations, codes,
drug names, scores and device model names."""


def nat_code(c):
    return 'MRN' if c.cc in ('UK', 'NZ') else 'HP'


def nat_label(c):
    r = c.r
    if c.cc == 'UK':
        return r.choice(['NHS No', 'NHS Number', 'NHS no.'])
    if c.cc == 'NZ':
        return r.choice(['NHI', 'NHI No', 'NHI number'])
    if c.cc == 'AU':
        return r.choice(['Medicare No', 'Medicare', 'Medicare card'])
    if c.cc == 'CA':
        return r.choice(['Health Card No', 'HCN', 'PHN'])
    return r.choice(['MBI', 'Medicare MBI'])


def mrn_label(c):
    r = c.r
    return {'UK': ['Hosp No', 'Hospital No', 'MRN', 'Unit No'],
            'US': ['MRN', 'MR#', 'Med Rec #'],
            'AU': ['URN', 'UR No', 'MRN'],
            'CA': ['MRN', 'Chart #', 'Hosp #'],
            'NZ': ['Hospital No', 'MRN']}[c.cc][r.randrange(0, 2 if c.cc == 'AU' else 2)]


def basal_table(r, tdd_basal):
    times = ['00:00', '03:00', '06:00', '10:00', '14:00', '18:00', '22:00']
    k = r.randint(3, 6)
    chosen = sorted(r.sample(times[1:], k - 1))
    seg = ['00:00'] + chosen
    shape = {'00:00': 0.9, '03:00': 1.15, '06:00': 1.2, '10:00': 0.9,
             '14:00': 0.85, '18:00': 1.0, '22:00': 0.95}
    hrs = []
    for i, t in enumerate(seg):
        nxt = seg[i + 1] if i + 1 < len(seg) else '24:00'
        hrs.append(int(nxt[:2]) - int(t[:2]))
    base = tdd_basal / 24.0
    rows = []
    for i, t in enumerate(seg):
        rate = round(base * shape[t] * r.uniform(0.92, 1.08) / 0.025) * 0.025
        nxt = seg[i + 1] if i + 1 < len(seg) else '24:00'
        rows.append((t, nxt, max(rate, 0.05)))
    total = sum(rt * h for (a, b, rt), h in zip(rows, hrs))
    return rows, total


def cgm_stats(r, tir=None):
    tir = tir if tir is not None else r.randint(32, 86)
    tbr1 = r.choice([0, 1, 1, 2, 3, 4, 5, 6, 8])
    tbr2 = min(tbr1, r.choice([0, 0, 1, 1, 2, 3]))
    rest = 100 - tir - tbr1
    tar2 = max(0, min(rest, int(rest * r.uniform(0.15, 0.45))))
    tar1 = rest - tar2
    mean = 6.2 + (100 - tir) * 0.085 + r.uniform(-0.6, 0.6)
    gmi = 3.31 + 0.02392 * mean * 18
    cv = r.uniform(26, 44)
    active = r.randint(71, 99)
    return dict(tir=tir, tbr1=tbr1 - tbr2, tbr2=tbr2, tar1=tar1, tar2=tar2, mean=mean,
                gmi=gmi, cv=cv, active=active, sd=mean * cv / 100)


def cgm_block(c, s, style=0):
    L = []
    if style == 0:
        L.append('Sensor wear (time active) ... %d%%' % s['active'])
        L.append('Mean glucose ................ %s' % c.g(s['mean']))
        L.append('GMI ......................... %.1f%%' % s['gmi'])
        L.append('Coefficient of variation .... %.1f%%' % s['cv'])
        L.append('Time in range (%s) .... %d%%' % ('70-180 mg/dL' if c.us else '3.9-10.0', s['tir']))
        L.append('Time above range (level 1/2)  %d%% / %d%%' % (s['tar1'], s['tar2']))
        L.append('Time below range (level 1/2)  %d%% / %d%%' % (s['tbr1'], s['tbr2']))
    else:
        L.append('TIR %d%% | TAR %d%% (>%s %d%%) | TBR %d%% (<%s %d%%)' % (
            s['tir'], s['tar1'] + s['tar2'], '250' if c.us else '13.9', s['tar2'],
            s['tbr1'] + s['tbr2'], '54' if c.us else '3.0', s['tbr2']))
        L.append('Mean %s, SD %s, CV %.0f%%, GMI %.1f%%, sensor active %d%%' % (
            c.g(s['mean']), c.g(s['sd'], False), s['cv'], s['gmi'], s['active']))
    return L


def dka_labs(c, r):
    ph = round(r.uniform(6.95, 7.28), 2)
    bic = round(r.uniform(4, 14), 1)
    ket = round(r.uniform(3.1, 7.6), 1)
    glu = r.uniform(14, 38)
    k = round(r.uniform(3.4, 6.4), 1)
    na = r.randint(128, 141)
    cl = r.randint(96, 110)
    ag = na + k - cl - bic
    return dict(ph=ph, bic=bic, ket=ket, glu=glu, k=k, na=na, cl=cl, ag=ag,
                lact=round(r.uniform(1.1, 3.8), 1), cr=r.randint(68, 190) if not c.us else
                round(r.uniform(0.8, 2.1), 2), wcc=round(r.uniform(9, 24), 1),
                crp=r.choice(['<4', '6', '12', '38', '71']))


def annual_bits(c, r):
    mm = r.randint(44, 96)
    sbp, dbp = r.randint(112, 158), r.randint(64, 94)
    tc = round(r.uniform(3.2, 6.4), 1)
    ldl = round(tc * r.uniform(0.45, 0.62), 1)
    egfr = r.choice(['>90', str(r.randint(48, 89))])
    acr = round(r.uniform(0.3, 9.0), 1)
    wt = round(r.uniform(52, 118), 1)
    ht = r.uniform(1.52, 1.92)
    bmi = wt / ht / ht
    return dict(mm=mm, sbp=sbp, dbp=dbp, tc=tc, ldl=ldl, egfr=egfr, acr=acr, wt=wt,
                bmi=bmi, tsh=round(r.uniform(0.6, 4.8), 2))


FOOT_RISK = ['low risk', 'moderate risk', 'high risk', 'low risk', 'low risk']
UK_RET = ['R0 M0', 'R0 M0', 'R1 M0', 'R1 M0', 'R2 M0', 'R1 M1', 'R3A M1 (treated)']
US_RET = ['no diabetic retinopathy', 'mild NPDR without macular edema',
          'moderate NPDR, no CSME', 'no DR; early cataract OU']

HYPO_TX = ['15 g fast-acting carbohydrate (e.g. 4 glucose tablets or 150 mL juice)',
           '3-4 jelly babies or 150 mL non-diet drink',
           '15-20 g glucose gel then recheck in 15 minutes',
           '4 x 4 g glucose tablets, recheck after 15 min']

SICK_RULES = [
    'Never stop basal insulin.',
    'Check glucose and ketones every 2 hours, including overnight.',
    'Give correction by pen, not via the pump, if ketones are above 0.6 mmol/L.',
    'Change infusion set and cartridge if unexplained high glucose.',
    'Aim for 100-200 mL sugar-free fluid every hour.',
    'If unable to keep fluids down or ketones above 3.0 mmol/L attend ED.',
    'Extra correction of 10-20% of total daily dose every 2 h if ketones 1.5-3.0.',
]
