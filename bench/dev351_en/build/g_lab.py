"""Genres: lung function report, CPET report, bronchial challenge record."""
import labs
import pools as P
from common import (footer, setup, lab_header, pt_header, measures, sig, doc_ref, quality, REFS,
                    interp, bd_line, pattern, codes, smoking, meds)
from core import ch, chance


def _referrer(W, d):
    r = W.r
    ref = W.staff(ch(r, ['phys', 'gp', 'phys']))
    k = r.randrange(4)
    if ref.role == 'gp':
        d.w('Referred by: Dr {n}, {pr}\n', n=W.n(ref, ch(r, ['full', 'fi']), 'DOCTOR'), pr=W.practice())
    elif k == 0:
        d.w('Referring clinician: Dr {n} (Respiratory)\n', n=W.n(ref, 'fi', 'DOCTOR'))
    elif k == 1:
        d.w('Requested by: {n}, Respiratory Medicine  Location: {w}\n', n=W.n(ref, 'lf', 'DOCTOR'), w=(ch(r, P.WARDS), 'HOSPITAL'))
    elif k == 2:
        d.w('Ordering provider: {n}, ' + (ref.cred or 'MD') + '\n', n=W.n(ref, 'fml', 'DOCTOR'))
    else:
        d.w('Ref: Dr {n} / Resp clinic {h}\n', n=W.n(ref, 'last', 'DOCTOR'), h=W.hospital(other=True))
    return ref


def _occupation(W, d, S, force=False):
    r = W.r
    if S.age < 17:
        if chance(r, 0.6):
            rel = ch(r, ['mother', 'father', 'grandmother', 'stepfather', 'aunt'])
            d.w('Attended with ' + rel + ' {f}' + ch(r, ['.\n', ' (contact {ph}).\n']), f=W.n(W.person('F' if rel in ('mother', 'grandmother', 'aunt') else 'M'), ch(r, ['full', 'first']), 'FAMILY'), ph=(W.phone(kind='mobile'), 'PHONE'))
            d.w('School: {s}\n', s=(ch(r, P.SCHOOLS), 'ORGANIZATION')) if chance(r, 0.4) else None
        return None
    if not force and not chance(r, 0.45):
        return None
    prof, exp = W.profession()
    k = r.randrange(4)
    if k == 0:
        d.w('Occupation: {p}' + ('' if exp == 'nil' else ' (exposure: ' + exp + ')') + '\n', p=(prof, 'PROFESSION'))
    elif k == 1:
        d.w('Works as a {p} for {o}.\n', p=(prof, 'PROFESSION'), o=W.org())
    elif k == 2:
        d.w('Retired {p}; ' + smoking(r) + '.\n', p=(prof, 'PROFESSION'))
    else:
        d.w('Occ hx: {p} x ' + str(r.randint(2, 35)) + ' yrs' + ('' if exp == 'nil' else ', ' + exp) + '.\n', p=(prof, 'PROFESSION'))
    return prof


def _equipment(W, d, kinds):
    r = W.r
    bits = []
    for k in kinds:
        model = ch(r, getattr(P, k))
        bits.append(model)
        if chance(r, 0.6):
            d.w('Equipment: ' + model + ' (S/N {s})\n', s=W.sn())
        else:
            d.t('Equipment: ' + model + '\n')
    return bits


def gen_lfr(W, d):
    r, cc = W.r, W.cc
    us = cc in ('US',)
    S = setup(W, d, lo=6, hi=92)
    pat = pattern(r)
    variant = r.randrange(4)
    lab_header(W, d)
    title = ['FULL PULMONARY FUNCTION TEST REPORT', 'LUNG FUNCTION REPORT', 'SPIROMETRY REPORT',
             'SPIROMETRY AND FeNO REPORT'][variant]
    d.t(title + '\n\n')
    pt_header(W, d, S)
    if us and chance(r, 0.6):
        org, mem, grp = W.insurance()
        d.w('Insurance: {o}  Member ID {m}  Group {g}\n', o=org, m=mem, g=grp)
    if chance(r, 0.5):
        d.w('Order #: {o}   Accession: {a}\n', o=W.idnum('order'), a=W.idnum('acc'))
    d.w('Test date: {tdate} ' + '%02d:%02d' % (r.randint(7, 16), ch(r, [0, 10, 15, 20, 30, 40, 45, 50])))
    if chance(r, 0.5):
        d.w('   Location: Room {rm}, {b}', rm=W.room(), b=(ch(r, P.BUILDINGS), 'LOCATION_OTHER'))
    d.t('\n')
    ref = _referrer(W, d)
    measures(W, d, S, us=us)
    d.t('Clinical details: ' + ch(r, P.INDICATIONS) + '. Smoking: ' + smoking(r, S.age) + '.\n')
    d.t('Current meds: ' + meds(r, us=us) + '\n')
    _occupation(W, d, S)
    d.t('\n')
    s = labs.spiro(r, S.sex, S.age, S.h, pat)
    d.t(ch(r, ['SPIROMETRY\n', 'Spirometry (pre/post bronchodilator)\n', '--- Spirometry ---\n']))
    d.t(labs.spiro_table(r, s, post=variant != 3 or chance(r, 0.5)))
    d.t(bd_line(r, us))
    if variant <= 1:
        vpat = 'obstructive' if pat in ('obstructive', 'reversible') else pat
        d.t('\nLUNG VOLUMES (body plethysmography) & GAS TRANSFER (single breath)\n')
        d.t(labs.vol_table(r, labs.volumes(r, S.sex, S.age, S.h, vpat), us=us))
        d.t(ch(r, ['VA by single-breath CH4 dilution; KCO (Krogh factor) = TLCO/VA.\n', 'Pleth by Boyle\'s law (mouth-pressure panting method); anatomical dead space (Fowler) assumed 150 mL.\n',
                   'Nitrogen washout FRC not performed.\n', '']))
        d.t('Hb %.0f g/L (' % r.uniform(105, 165))
        d.w('{dd}); TLCO corrected for Hb. Breath-hold %.1f s, VI/VC %d%%.\n' % (r.uniform(8.5, 11.5), r.randint(86, 100)),
            dd=W.D(W.shift(S.tdate, -20, 0)))
    if variant == 3 or chance(r, 0.3):
        fe = labs.feno(r)
        d.t('\nFeNO (50 mL/s): %d ppb  [%s]  - %s\n' % (fe, ch(r, P.FENO), 'high (>50 ppb)' if fe > 50 else ('intermediate' if fe >= 25 else 'low (<25 ppb)')))
    d.t('\nTechnical comments: ' + quality(r))
    if chance(r, 0.5):
        d.w(ch(r, ['{title} {pt_last} ', '{pt_first} ', 'Pt ']) + ch(r, ['tolerated all tests well.', 'was coughing between manoeuvres.',
                                                                      'required frequent rests.', 'was unable to complete TLCO (VI < 85% VC).']) + '\n')
    tech = W.staff('tech')
    k = r.randrange(3)
    if k == 0:
        d.w('Tests performed by {t} (' + tech.cred + ')\n', t=W.n(tech, 'full', 'DOCTOR'))
    elif k == 1:
        d.w('Operator: {t}   Checked: {t2}\n', t=W.n(tech, 'init', 'DOCTOR'), t2=W.n(W.staff('tech'), 'init', 'DOCTOR'))
    else:
        d.w('Physiologist: {t}  (user {u})\n', t=W.n(tech, 'fi', 'DOCTOR'), u=W.username(tech))
    if chance(r, 0.45):
        prev = W.shift(S.tdate, -900, -120)
        d.w('Comparison: previous study {pd} - FEV1 ' + ch(r, ['down %d mL' % r.randint(40, 400), 'up %d mL' % r.randint(20, 250), 'unchanged']) + '.\n', pd=W.D(prev))
    d.t(ch(r, REFS) + '\n')
    d.t('\nINTERPRETATION\n' + interp(r, pat, s))
    if chance(r, 0.35):
        d.t(ch(r, ['Tiffeneau index below LLN. ', 'Flow-volume loop shows concave expiratory limb. ',
                   'Normal inspiratory loop - no evidence of upper airway obstruction. ',
                   'KCO preserved, consistent with extraparenchymal restriction. ']) + '\n')
    phys = W.staff('phys')
    sig(W, d, phys, lic=us or chance(r, 0.3))
    d.w('Date reported: {rd}\n', rd=W.D(W.shift(S.tdate, 0, 9)))
    if chance(r, 0.4):
        d.t(codes(r, cc) + '\n')
    if chance(r, 0.5):
        d.w('cc: Dr {g}, {pr}\n', g=W.n(W.staff('gp'), 'fi', 'DOCTOR'), pr=W.practice())
    footer(W, d, S)


SURGERY = ['oesophagectomy', 'anterior resection', 'open AAA repair', 'Whipple procedure', 'right hemicolectomy',
           'lobectomy', 'cystectomy', 'liver resection', 'pneumonectomy', 'gastrectomy', 'EVAR']


def gen_cpet(W, d):
    r, cc = W.r, W.cc
    S = setup(W, d, lo=20, hi=88)
    preop = chance(r, 0.6)
    lab_header(W, d, dept=ch(r, ['Cardiopulmonary Exercise Testing', 'CPET Service', 'Exercise Physiology Lab', 'Respiratory Physiology']))
    d.t(ch(r, ['CARDIOPULMONARY EXERCISE TEST REPORT\n\n', 'CPET REPORT\n\n', 'Cardiopulmonary Exercise Test (CPET)\n\n']))
    pt_header(W, d, S)
    d.w('Date of test: {tdate}\n')
    if chance(r, 0.4):
        d.w('{al}: {a}   Lab {rm}\n', al=W.acct_label(), a=W.account(), rm=W.room())
    measures(W, d, S, us=cc == 'US')
    if preop:
        sur = W.staff('surgeon')
        op = ch(r, SURGERY)
        d.w('Indication: pre-operative risk stratification before ' + op + ' under ' + sur.title + ' {s}, {h}.\n',
            s=W.n(sur, ch(r, ['full', 'last', 'fi']), 'DOCTOR'), h=W.hospital(other=True))
        if chance(r, 0.6):
            d.w('Provisional surgery date: {sd}\n', sd=W.D(W.shift(S.tdate, 7, 60)))
    else:
        d.t('Indication: ' + ch(r, ['unexplained breathlessness', 'exercise limitation ?cardiac vs respiratory',
                                     'assessment for pulmonary rehabilitation', 'exercise-induced symptoms',
                                     'heart failure - transplant work-up', 'pulmonary hypertension follow-up']) + '.\n')
        _referrer(W, d)
    if chance(r, 0.5):
        prof = _occupation(W, d, S, force=True)
    d.t('PMH: ' + ch(r, ['COPD, HTN', 'T2DM, IHD (PCI %d yrs ago)' % r.randint(1, 15), 'asthma', 'nil significant',
                         'AF on apixaban', 'CKD 3a, obesity', 'previous DVT', 'rheumatoid arthritis on methotrexate']) + '\n')
    if chance(r, 0.25):
        dev = ch(r, P.PACER)
        d.w('Device: ' + dev + ' (serial {sn}), implanted {yd}; rate-response programmed off for test.\n',
            sn=W.sn(ch(r, ['PJN', 'ICD', 'CRT', 'RVC'])), yd=W.D(W.shift(S.tdate, -2500, -200), ch(r, ['monY', 'Y', 'm3Y'])))
    d.t('Beta-blocker: ' + ch(r, ['bisoprolol 2.5 mg (taken today)', 'nil', 'metoprolol 50 mg BD', 'nil']) + '\n\n')
    c = labs.cpet(r, S.sex, S.age, S.wkg, limited=chance(r, 0.55))
    erg = ch(r, P.ERGO)
    cart = ch(r, P.CPET_CART)
    d.t('PROTOCOL\n')
    if 'treadmill' in erg:
        d.t('%s, %s. Modified Bruce protocol (3-min stages), symptom-limited; 5 min recovery.\n' % (erg, cart))
    else:
        d.t('%s, %s. 3 min rest, 3 min unloaded, ramp %d W/min to symptom limitation, 5 min recovery.\n' % (
            erg, cart, ch(r, [10, 15, 15, 20, 25])))
    if chance(r, 0.5):
        d.w('Cart S/N {s}; flow and gas calibration at {t} (QC log ref {q}).\n', s=W.sn(), t='%02d:%02d' % (r.randint(7, 10), r.randint(0, 59)), q=W.idnum('ticket'))
    d.t('Resting: HR %d bpm, BP %s, SpO2 %d%%. FEV1 %.2f L, MVV (35xFEV1) %d L/min.\n\n' % (
        r.randint(58, 98), c['bp0'], c['spo2r'], c['vo2p'] / 1200, int(35 * c['vo2p'] / 1200)))
    d.t('RESULTS                 Measured    Predicted   %Pred\n')
    d.t('Peak VO2 (mL/min)       %8d    %8d    %4d\n' % (c['vo2'], c['vo2p'], c['pct']))
    d.t('Peak VO2 (mL/kg/min)    %8.1f    %8.1f\n' % (c['vo2kg'], c['vo2p'] / S.wkg))
    d.t('AT (mL/kg/min)          %8.1f    (V-slope, confirmed by ventilatory equivalents)\n' % c['atkg'])
    d.t('Peak work rate (W)      %8d\n' % c['watts'])
    d.t('VE/VCO2 slope           %8.1f    < 34\n' % c['slope'])
    d.t('Peak O2 pulse (mL/beat) %8.1f\n' % c['o2p'])
    d.t('Peak HR (bpm)           %8d    %8d    %4d\n' % (c['hr'], c['hrmax'], 100 * c['hr'] / c['hrmax']))
    d.t('Breathing reserve (%%)   %8d    > 15\n' % c['br'])
    d.t('Peak RER                %8.2f\n' % c['rer'])
    d.t('SpO2 rest/peak (%%)      %4d/%d\n' % (c['spo2r'], c['spo2p']))
    d.t('Peak BP                 %8s\n\n' % c['bp1'])
    d.t('Stopped: ' + ch(r, ['leg fatigue (Borg CR10 7)', 'breathlessness, Borg 8/10', 'volitional exhaustion',
                             'chest tightness - ECG reviewed, no ST change', 'SpO2 fell to %d%%' % c['spo2p']]) + '.\n')
    d.t('ECG: ' + ch(r, ['sinus rhythm throughout, no ischaemic changes', 'occasional VEs at peak, no ST depression',
                         'rate-related LBBB at %d bpm' % (c['hr'] - 15), 'AF, rate controlled']) + '.\n')
    d.t('Nine-panel (Wasserman) plots reviewed; ' + ch(r, ['no ventilatory limitation', 'breathing reserve exhausted - ventilatory limitation',
                                                           'early AT with flat O2 pulse suggests cardiac limitation', 'deconditioning pattern']) + '.\n\n')
    d.t('CONCLUSION\n')
    if preop:
        risk = 'high' if c['atkg'] < 10 or c['vo2kg'] < 15 else ('intermediate' if c['atkg'] < 11.5 else 'low')
        d.t('AT %.1f and peak VO2 %.1f mL/kg/min place the patient at %s peri-operative risk. ' % (c['atkg'], c['vo2kg'], risk))
        d.t(ch(r, ['Recommend discussion at high-risk MDT.', 'Suitable for ward-level care post-op.',
                   'Consider HDU bed and prehabilitation.', 'Prehab referral made.']) + '\n')
    else:
        d.t('Peak VO2 %d%% predicted. %s\n' % (c['pct'], ch(r, ['Reduced aerobic capacity, likely deconditioning.',
                                                                  'Normal exercise capacity.', 'Ventilatory limitation with desaturation.',
                                                                  'Features favour a cardiovascular limitation.'])))
    if chance(r, 0.3):
        rel, fam = W.relative()
        d.w('Patient accompanied by ' + rel + ' {f}.\n', f=W.n(fam, ch(r, ['first', 'full']), 'FAMILY'))
    tech = W.staff('tech')
    phys = W.staff('phys')
    d.w('\nTest conducted by {t} (' + tech.cred + '); medical supervision {dr}', t=W.n(tech, 'full', 'DOCTOR'), dr=doc_ref(W, phys))
    if chance(r, 0.5):
        d.w(' (bleep {b})', b=(W.bleep(), 'PHONE'))
    d.t('.\n')
    sig(W, d, phys, lic=cc == 'US' or chance(r, 0.25))
    d.w('Report verified {rd}\n', rd=W.D(W.shift(S.tdate, 0, 6)))
    footer(W, d, S)


def gen_challenge(W, d):
    r, cc = W.r, W.cc
    us = cc == 'US'
    S = setup(W, d, lo=8, hi=75)
    proto = ch(r, ['mannitol', 'mch_pc', 'mch_pd', 'mch_pd', 'evh'])
    lab_header(W, d, contacts=chance(r, 0.6))
    name = {'mannitol': 'MANNITOL (ARIDOL) BRONCHIAL PROVOCATION', 'mch_pc': 'METHACHOLINE CHALLENGE (2-min tidal breathing)',
            'mch_pd': 'METHACHOLINE CHALLENGE - DOSIMETER PD20', 'evh': 'EUCAPNIC VOLUNTARY HYPERPNOEA (EVH) CHALLENGE'}[proto]
    d.t(name + '\n' + ch(r, ['Test record / worksheet\n\n', '\n', 'Bronchial challenge record\n\n']))
    pt_header(W, d, S)
    d.w('Date: {tdate}    Room: {rm}\n', rm=W.room())
    measures(W, d, S, us=us)
    ref = _referrer(W, d)
    d.t('Reason: ' + ch(r, ['query asthma - normal spirometry, ongoing symptoms', 'exercise-induced symptoms',
                            'occupational asthma investigation', 'chronic cough', 'military/diving medical',
                            'athlete - EIB assessment', 'query asthma vs vocal cord dysfunction']) + '\n')
    if chance(r, 0.45):
        prof, exp = W.profession()
        d.w('Occupation: {p} at {o}', p=(prof, 'PROFESSION'), o=W.org())
        if chance(r, 0.5):
            d.w('; serial PEF record {a} to {b} reviewed', a=W.D(W.shift(S.tdate, -70, -40)), b=W.D(W.shift(S.tdate, -39, -10)))
        d.t('.\n')
    d.t('\nPRE-TEST CHECKLIST\n')
    reliever = 'albuterol' if us else 'salbutamol'
    d.t('[x] No SABA (%s) for 8 h - last dose ' % reliever + ch(r, ['yesterday pm', '>24 h', 'none this week']) + '\n')
    d.t('[x] LABA/ICS withheld 36 h   [x] LAMA withheld 7 days   [x] Antihistamine withheld 72 h\n')
    d.t('[x] No caffeine today   [x] No vigorous exercise today   [x] No resp infection in last 4 weeks\n')
    d.t('[%s] MI/stroke in last 3 months   [%s] Uncontrolled HTN   [%s] Pregnant/breastfeeding\n' % (' ', ' ', 'n/a' if S.sex == 'M' else ' '))
    d.t('[x] Written information given  [x] Verbal consent  [x] Reliever and O2 in room\n')
    if proto != 'evh':
        lot = ch(r, ['Lot %s%d' % (ch(r, 'MAK'), r.randint(1000, 9999)), 'Batch %d-%s' % (r.randint(10, 99), ch(r, ['A', 'B', 'C']))])
        drug = 'Mannitol test kit' if proto == 'mannitol' else 'Methacholine chloride (reconstituted %s)' % ch(r, ['today', 'in pharmacy'])
        d.w(drug + ', ' + lot + ', exp {e}\n', e=W.D(W.shift(S.tdate, 40, 500), ch(r, ['mY', 'm3Y', 'monY', W.ss])))
        if proto.startswith('mch'):
            dev = ch(r, P.DOSIM)
            d.w(dev + ' S/N {s}; output calibrated ' + '%d mg/min\n' % r.randint(120, 160) if proto == 'mch_pd' else 'Nebuliser ID {s}\n', s=W.sn(ch(r, ['NB', 'DS', 'APS'])))
    else:
        d.t('Target ventilation 85%% MVV (30 x FEV1) for 6 min; dry gas 5%% CO2. Achieved %d%% of target.\n' % r.randint(68, 102))
    base = 2.0 + r.uniform(0, 1.4)
    d.t('\nBaseline FEV1 %.2f L (%d%% pred), FVC %.2f L. Meets criteria to proceed (FEV1 > 60%%).\n\n' % (
        base, r.randint(72, 112), base * r.uniform(1.15, 1.4)))
    if proto == 'evh':
        steps, pos, thr = [('3 min', r.uniform(0, 3)), ('5 min', r.uniform(3, 8)), ('10 min', r.uniform(4, 16)), ('15 min', r.uniform(4, 14)), ('20 min', r.uniform(2, 12)), ('30 min', r.uniform(0, 10))], None, 10
        pos = max(f for _, f in steps) >= 10
        d.t('Post-EVH     FEV1 (L)   %Fall\n')
    else:
        steps, pos, thr = labs.mch_steps(r, proto)
        d.t('Time   Dose                  FEV1 (L)   %Fall   Symptoms\n')
    hh, mm = r.randint(8, 13), r.randint(0, 45)
    for i, (dose, fall) in enumerate(steps):
        fev = base * (1 - fall / 100.0)
        if proto == 'evh':
            d.t('%-12s %6.2f   %6.1f\n' % (dose, fev, fall))
        else:
            mm += ch(r, [3, 4, 5, 6])
            d.t('%02d:%02d  %-20s  %6.2f   %6.1f   %s\n' % (hh + mm // 60, mm % 60, dose, fev, fall,
                                                          ch(r, ['nil', 'nil', 'tight chest', 'cough', 'wheeze audible', 'throat irritation'])))
    d.t('\n')
    if proto == 'mannitol':
        res = 'POSITIVE - PD15 %d mg, RDR %.2f %%/mg' % (r.randint(20, 470), r.uniform(0.05, 0.9)) if pos else 'NEGATIVE - no 15% fall at 635 mg cumulative'
    elif proto == 'mch_pc':
        res = 'POSITIVE - PC20 %.2f mg/mL' % r.uniform(0.2, 12) if pos else 'NEGATIVE - PC20 > 16 mg/mL'
    elif proto == 'mch_pd':
        res = 'POSITIVE - PD20 %d mcg (%s hyperresponsiveness)' % (r.randint(6, 380), ch(r, ['mild', 'moderate', 'marked'])) if pos else 'NEGATIVE - PD20 > 400 mcg'
    else:
        res = 'POSITIVE - max fall %.1f%% (>= 10%%) at 10 min' % max(f for _, f in steps) if pos else 'NEGATIVE - max fall < 10%'
    d.t('RESULT: ' + res + '\n')
    if pos or chance(r, 0.4):
        d.t('Recovery: %s %d mcg via spacer; FEV1 returned to within 10%% of baseline after %d min.\n' % (
            reliever, ch(r, [200, 400]), r.randint(10, 30)))
    tech = W.staff('tech')
    doc = W.staff('phys')
    k = r.randrange(3)
    if k == 0:
        d.w('\nPerformed by: {t}   Doctor available: Dr {dr}, ext {e}\n', t=W.n(tech, 'fi', 'DOCTOR'), dr=W.n(doc, 'last', 'DOCTOR'), e=(W.bleep(), 'PHONE'))
    elif k == 1:
        d.w('\nTech: {t} / {t2}   Medical cover: {dr} (pager {e})\n', t=W.n(tech, 'init', 'DOCTOR'),
            t2=W.n(W.staff('tech'), 'init', 'DOCTOR'), dr=doc_ref(W, doc), e=(W.phone() if us else W.bleep(), 'PHONE'))
    else:
        d.w('\nSigned: {t} ' + tech.cred + '  ' + '%02d:%02d' % (r.randint(10, 16), r.randint(0, 59)) + '\n', t=W.n(tech, 'full', 'DOCTOR'))
    if chance(r, 0.6):
        d.w('Reported: Dr {dr} on {rd}. ' + ch(r, ['Result discussed with patient.', 'Letter to referrer.', 'Copy to GP.',
                                                 'Advise trial of ICS and review in clinic.']) + '\n',
            dr=W.n(doc, ch(r, ['fi', 'full']), 'DOCTOR'), rd=W.D(W.shift(S.tdate, 0, 10)))
    footer(W, d, S)
