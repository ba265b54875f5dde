"""Clinical (non-PHI) content: measurements, drugs, devices, scores, eponyms.

Most of this is hard-negative material: capitalised drug and device names,
eponyms, public bodies, scores, units and shorthand such as 5/7 and 2/52.
"""
from doc import P
import fmt

SABA = {'US': ['albuterol HFA', 'ProAir HFA', 'Ventolin HFA'], 'CA': ['Ventolin HFA', 'salbutamol MDI', 'Airomir'],
        'default': ['salbutamol pMDI', 'Ventolin Evohaler', 'Salamol', 'salbutamol Easyhaler', 'Ventolin Accuhaler',
                    'Bricanyl Turbohaler']}
MAINT_COPD = {
    'US': ['Trelegy Ellipta 100/62.5/25', 'Breztri Aerosphere', 'Anoro Ellipta', 'Spiriva HandiHaler 18mcg',
           'Stiolto Respimat', 'Advair Diskus 250/50', 'Incruse Ellipta', 'Symbicort 160/4.5'],
    'CA': ['Trelegy Ellipta', 'Breztri Aerosphere', 'Anoro Ellipta', 'Spiriva Respimat 2.5mcg', 'Inspiolto Respimat',
           'Advair Diskus 250', 'Ultibro Breezhaler', 'Symbicort Turbuhaler 200'],
    'default': ['Trelegy Ellipta 92/55/22', 'Trimbow 87/5/9 pMDI', 'Anoro Ellipta 55/22', 'Spiriva Respimat 2.5mcg',
                'Spiriva HandiHaler 18mcg', 'Spiolto Respimat', 'Fostair 100/6 pMDI', 'Fostair NEXThaler 100/6',
                'Symbicort 200/6 Turbohaler', 'DuoResp Spiromax 160/4.5', 'Seretide 500 Accuhaler',
                'Incruse Ellipta 55', 'Eklira Genuair', 'Duaklir Genuair', 'Relvar Ellipta 92/22',
                'Braltus Zonda', 'Ultibro Breezhaler', 'Seebri Breezhaler'],
}
MAINT_ASTHMA = {
    'US': ['Flovent HFA 110', 'Qvar RediHaler 80', 'Symbicort 160/4.5', 'Dulera 200/5', 'Breo Ellipta 100/25',
           'Advair HFA 115/21', 'Arnuity Ellipta'],
    'CA': ['Flovent HFA 125', 'Symbicort Turbuhaler 200', 'Zenhale 200', 'Breo Ellipta 100/25', 'Alvesco 200',
           'Advair Diskus 250'],
    'default': ['Clenil Modulite 100', 'Qvar 50 Easi-Breathe', 'Symbicort 200/6 Turbohaler', 'Fostair 100/6',
                'Relvar Ellipta 92/22', 'Seretide 125 Evohaler', 'Flutiform 125/5', 'Easyhaler Budesonide 200',
                'Soprobec 100', 'Luforbec 100/6', 'DuoResp Spiromax 160/4.5', 'Flixotide 125 Evohaler'],
}
SPACERS = ['AeroChamber Plus', 'Volumatic', 'A2A spacer', 'Able Spacer', 'AeroChamber with mask', 'Optichamber Diamond']
OTHER_MEDS = ['carbocisteine 375mg 2 caps TDS', 'azithromycin 250mg three times a week', 'montelukast 10mg ON',
              'theophylline MR 200mg BD', 'roflumilast 500mcg OD', 'bisoprolol 2.5mg OD', 'apixaban 5mg BD',
              'furosemide 40mg OM', 'omeprazole 20mg OD', 'alendronic acid 70mg weekly', 'Adcal-D3 1 tab BD',
              'atorvastatin 40mg ON', 'ramipril 5mg OD', 'metformin 500mg BD', 'sertraline 50mg OD',
              'amlodipine 5mg OD', 'mirtazapine 15mg ON', 'morphine sulfate oral solution 2.5mg PRN (breathlessness)',
              'lorazepam 0.5mg SL PRN', 'levothyroxine 75mcg OD', 'tiotropium', 'Fortisip 1 bottle BD',
              'mepolizumab 100mg SC 4-weekly', 'benralizumab 30mg SC 8-weekly', 'paracetamol 1g QDS PRN',
              'co-codamol 30/500 PRN', 'Laxido 1 sachet OD', 'digoxin 62.5mcg OD', 'tamsulosin 400mcg OD']
COMORBID = ['IHD', 'AF on apixaban', 'T2DM (diet)', 'T2DM', 'HTN', 'CCF (EF 35%)', 'HFpEF', 'osteoporosis',
            'OSA on CPAP', 'bronchiectasis', 'GORD', "Barrett's oesophagus", 'anxiety', 'depression',
            "Parkinson's disease", 'early Alzheimer\'s dementia', "Raynaud's", "Dupuytren's contracture",
            'CKD 3a', 'PVD', 'previous CVA', 'OA knees', "Paget's disease of bone", "previous Bell's palsy",
            "Graves' disease (treated)", "Hodgkin's lymphoma (remission)", 'prostate CA (on surveillance)',
            'hx of MS (mild)', 'obesity (BMI 36)', 'frailty (Rockwood CFS 6)', 'alpha-1 antitrypsin MZ',
            'pulmonary hypertension', 'lung CA - lobectomy', 'asbestos-related pleural plaques', 'sarcoidosis',
            'EGPA (Churg-Strauss) in remission', "Crohn's disease", 'previous PE', 'cor pulmonale',
            'allergic rhinitis', 'nasal polyps', 'eczema', 'aspirin-exacerbated respiratory disease']
TECH_ERRORS = {
    'gen': ['not exhaling fully before inhalation', 'not holding breath for 10 seconds', 'cap left on / not removed fully',
            'not rinsing mouth after ICS', 'chin up and head tilted too far back', 'taking second dose without waiting 30 sec'],
    'dpi': ['breathing out into the mouthpiece of the DPI', 'tilting Ellipta while opening', 'inspiratory flow too low for DPI',
            'HandiHaler capsule not pierced properly', 'shaking the DPI after loading dose', 'dose counter at 0 - still using'],
    'pmdi': ['inhaling too fast through pMDI (In-Check >90 L/min)', 'poor coordination of actuation and breath',
             'not shaking pMDI before use', 'spacer valve sticking, not washed', 'multiple actuations into spacer at once',
             'using expired canister'],
    'smi': ['not priming Respimat after new cartridge', 'not turning base until click', 'pressing button before starting breath'],
}
DPI_WORDS = ('Ellipta', 'Turbohaler', 'Turbuhaler', 'Accuhaler', 'Diskus', 'Genuair', 'Breezhaler', 'NEXThaler', 'Spiromax',
             'HandiHaler', 'Easyhaler', 'Zonda', 'Easi-Breathe', 'RediHaler')


def device_kind(name):
    if 'Respimat' in name:
        return 'smi'
    if any(w in name for w in DPI_WORDS):
        return 'dpi'
    return 'pmdi'


def tech_errors(rng, name, n):
    pool = TECH_ERRORS['gen'] + TECH_ERRORS[device_kind(name)] * 2
    out = []
    for e in rng.sample(pool, min(len(pool), n + 3)):
        if e not in out:
            out.append(e)
    return out[:n]
RESCUE = ['prednisolone 30mg OD for 5/7', 'prednisolone 40mg OD x 5 days', 'doxycycline 200mg stat then 100mg OD 5/7',
          'amoxicillin 500mg TDS 5/7', 'clarithromycin 500mg BD 5/7', 'co-amoxiclav 625mg TDS 5/7']
PUBLIC = ['NICE NG115', 'GOLD 2024', 'GOLD 2023 report', 'BTS/SIGN guideline', 'GINA 2023', 'BTS home oxygen guideline',
          'ARTP standards', 'ATS/ERS 2019 criteria', 'MHRA', 'DVLA', 'CMS', 'FDA', 'TGA', 'PHARMAC', 'Health Canada',
          'HSE', 'CDC', 'NHS England', 'Medicare', 'the local Fire and Rescue Service', 'PBS', 'ACC']


def saba(rng, c):
    return rng.choice(SABA.get(c, SABA['default']))


def maint(rng, c, asthma=False):
    t = MAINT_ASTHMA if asthma else MAINT_COPD
    return rng.choice(t.get(c, t['default']))


def meds(rng, n):
    return rng.sample(OTHER_MEDS, n)


def comorbid(rng, n):
    return rng.sample(COMORBID, n)


def spiro(rng, severity=None, asthma=False):
    """Return a dict of plausible spirometry numbers."""
    if severity is None:
        severity = rng.choice([1, 2, 2, 3, 3, 4])
    pred_fev1 = round(rng.uniform(2.0, 3.6), 2)
    pct = {1: rng.randint(80, 98), 2: rng.randint(50, 79), 3: rng.randint(30, 49), 4: rng.randint(18, 29)}[severity]
    if asthma:
        pct = rng.randint(62, 104)
    fev1 = round(pred_fev1 * pct / 100.0, 2)
    ratio = rng.randint(38, 69) if not asthma else rng.randint(58, 82)
    fvc = round(fev1 * 100.0 / ratio, 2)
    pred_fvc = round(pred_fev1 * 1.25, 2)
    post = round(fev1 + (rng.randint(10, 140) if not asthma else rng.randint(80, 520)) / 1000.0, 2)
    rev_ml = int(round((post - fev1) * 1000))
    rev_pct = round(100.0 * (post - fev1) / fev1, 1)
    return {
        'sev': severity, 'fev1': '%.2f' % fev1, 'fev1p': str(pct), 'pfev1': '%.2f' % pred_fev1,
        'fvc': '%.2f' % fvc, 'pfvc': '%.2f' % pred_fvc, 'fvcp': str(int(round(100 * fvc / pred_fvc))),
        'ratio': '%.2f' % (ratio / 100.0), 'ratiop': str(ratio), 'post': '%.2f' % post, 'rev_ml': str(rev_ml),
        'rev_pct': '%.1f' % rev_pct, 'z': '%.2f' % ((pct - 100) / 17.0 + rng.uniform(-0.3, 0.3)),
        'zr': '%.2f' % ((ratio - 77) / 6.5 + rng.uniform(-0.3, 0.3)),
        'pef': str(int(rng.randint(300, 520) * pct / 100.0)), 'fef': '%.2f' % (2.4 * pct / 100.0 * rng.uniform(0.35, 0.8)),
        'lungage': str(rng.randint(58, 112)),
        'grade': rng.choice(['A', 'A', 'B', 'C']), 'gold': str(severity),
    }


def obs(rng, worse=False):
    sat = rng.randint(84, 91) if worse else rng.randint(88, 97)
    rr = rng.randint(20, 30) if worse else rng.randint(14, 22)
    hr = rng.randint(90, 118) if worse else rng.randint(62, 98)
    sbp = rng.randint(104, 168)
    dbp = rng.randint(58, 96)
    t = rng.choice(['36.4', '36.7', '36.9', '37.2', '37.6', '38.1'] if worse else ['36.2', '36.5', '36.8', '37.0'])
    o2 = rng.choice(['RA', 'RA', 'air', '1L/min NC', '2L NC', '28% Venturi'])
    news = rng.randint(3, 7) if worse else rng.randint(0, 3)
    return rng.choice([
        'SpO2 %d%% on %s, RR %d, HR %d, BP %d/%d, T %s. NEWS2 %d' % (sat, o2, rr, hr, sbp, dbp, t, news),
        'Sats %d%% on %s | RR %d | P %d reg | BP %d/%d | Temp %s' % (sat, o2, rr, hr, sbp, dbp, t),
        'obs: sats %d%% on %s, rr %d, hr %d, bp %d/%d, t %s' % (sat, o2, rr, hr, sbp, dbp, t),
        'O/E: RR %d, SpO2 %d%% (%s), HR %d, BP %d/%d, T %s, NEWS2 score %d' % (rr, sat, o2, hr, sbp, dbp, t, news),
    ])


def chest(rng, worse=False):
    return rng.choice([
        'Chest: reduced air entry bibasally, scattered expiratory wheeze, no crackles.',
        'Ausc: quiet chest R base, coarse creps L base, clears partially with cough.',
        'Chest clear, prolonged expiratory phase, hyperexpanded, no accessory muscle use.',
        'Bilateral wheeze ++, using accessory muscles, pursed-lip breathing.' if worse else
        'Scattered wheeze only, speaking full sentences.',
        "Hoover's sign present. Mild pitting oedema to ankles. No cyanosis.",
        'Fine bibasal crackles (? fluid), JVP not raised.',
        'Reduced expansion, resonant percussion, vesicular BS with end-exp wheeze.',
    ])


def smoking(rng, ctx, asthma=False):
    r = rng
    py = r.choice([15, 20, 25, 30, 35, 40, 45, 50, 60, 70])
    k = r.random()
    if asthma and k < 0.55:
        return ['Never smoker. ', r.choice(['Vapes occasionally.', 'No vaping.', 'Partner smokes outside.'])]
    if k < 0.5:
        quit_y = r.randint(ctx.today.year - 30, ctx.today.year - 1)
        return ['Ex-smoker, %d pack-years, stopped ' % py, P(str(quit_y), 'DATE'), '.']
    if k < 0.75:
        start = r.randint(12, 18)
        return ['Current smoker ~%d/day (%d pack-yrs), started age ' % (r.choice([5, 10, 15, 20]), py),
                P(str(start), 'AGE'), '. Exhaled CO %d ppm. Offered referral to stop smoking service.' % r.randint(9, 34)]
    if k < 0.9:
        return ['Ex-smoker (quit %s), %d PY. Uses nicotine replacement (patch 21mg/24h).' % (r.choice(['6/12 ago', '2 yrs ago', 'last year', 'after last admission']), py)]
    return ['Smoking: ex, %d pk yrs. Also exposure to wood smoke / coal fire at home.' % py]


def scores(rng, asthma=False):
    if asthma:
        return rng.choice(['ACT %d/25' % rng.randint(9, 25), 'ACQ-5 %.1f' % rng.uniform(0.2, 3.4),
                           'RCP 3 questions: %d/3 yes' % rng.randint(0, 3)])
    return rng.choice(['mMRC %d, CAT %d/40' % (rng.randint(1, 4), rng.randint(8, 35)),
                       'MRC dyspnoea grade %d/5, CAT score %d' % (rng.randint(2, 5), rng.randint(8, 35)),
                       'CAT %d, MRC %d' % (rng.randint(8, 35), rng.randint(2, 5)),
                       'CAT %d (prev %d), MRC %d' % (rng.randint(8, 35), rng.randint(8, 35), rng.randint(2, 5))])


def rescue_meds(rng):
    return '%s + %s' % (rng.choice(RESCUE[:2]), rng.choice(RESCUE[2:]))


def public(rng):
    return rng.choice(PUBLIC)


def ds(rng):
    """Short duration shorthand (not dates)."""
    return rng.choice(['5/7', '2/52', '3/7', '1/52', '6/52', '3/12', '6/12', '48 hrs', '10 days'])
