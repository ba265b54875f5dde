"""Clinical (non-PHI) content: diagnoses, problem lists, meds, labs, vitals,
exam.  Dates and ids inside clinical lines go through the note builder."""
from core import ch, chance, ri, sample, D, past, days, accession, FULL_STYLES

# key: (display, home meds)
PMH = {
    'htn': ('HTN', ['lisinopril 20 mg PO daily', 'amlodipine 10 mg PO daily',
                    'losartan 50 mg daily', 'HCTZ 25 mg daily']),
    'hld': ('HLD', ['atorvastatin 40 mg qHS', 'rosuvastatin 20 mg daily']),
    'dm': ('T2DM (A1c {a1c}% {my})', ['metformin 1000 mg BID',
                                      'insulin glargine {u} units qHS',
                                      'glipizide 5 mg daily',
                                      'empagliflozin 10 mg daily']),
    'hf': ('HFrEF, EF {ef}% on TTE {my}', ['carvedilol 12.5 mg BID',
                                           'sacubitril-valsartan 49-51 mg BID',
                                           'furosemide 40 mg PO daily',
                                           'spironolactone 25 mg daily']),
    'cad': ('CAD s/p PCI to LAD {y}', ['aspirin 81 mg daily',
                                       'clopidogrel 75 mg daily',
                                       'metoprolol succinate 50 mg daily']),
    'cabg': ('CAD s/p CABG x3 {y}', ['aspirin 81 mg daily',
                                     'atorvastatin 80 mg daily']),
    'af': ('paroxysmal afib (CHA2DS2-VASc {cv}) on AC', [
        'apixaban 5 mg BID', 'metoprolol tartrate 25 mg BID', 'diltiazem ER 180 mg daily']),
    'copd': ('COPD, {o2}', ['tiotropium 18 mcg inh daily',
                            'albuterol HFA 2 puffs q4h PRN',
                            'fluticasone-salmeterol 250/50 1 puff BID']),
    'ckd': ('CKD 3b (baseline Cr {bcr})', []),
    'esrd': ('ESRD on HD MWF via L AVF', ['sevelamer 800 mg TID w/ meals',
                                         'calcitriol 0.25 mcg daily']),
    'hypothy': ('hypothyroidism', ['levothyroxine {lt4} mcg daily']),
    'gerd': ('GERD', ['pantoprazole 40 mg daily', 'omeprazole 20 mg daily']),
    'bph': ('BPH', ['tamsulosin 0.4 mg qHS']),
    'dep': ('depression/anxiety', ['sertraline 100 mg daily',
                                   'escitalopram 10 mg daily']),
    'osa': ('OSA on CPAP', []),
    'gout': ('gout', ['allopurinol 100 mg daily']),
    'cva': ('CVA {y} w/ residual L hemiparesis', ['aspirin 81 mg daily',
                                                   'atorvastatin 80 mg daily']),
    'dvt': ('LLE DVT {my}', ['rivaroxaban 20 mg daily w/ dinner']),
    'cirr': ('EtOH cirrhosis c/b ascites, MELD {meld}', [
        'lactulose 20 g TID', 'rifaximin 550 mg BID', 'spironolactone 100 mg daily',
        'nadolol 20 mg daily']),
    'aud': ('EtOH use disorder', ['thiamine 100 mg daily', 'folic acid 1 mg daily']),
    'obes': ('obesity (BMI {bmi})', []),
    'neur': ('diabetic neuropathy', ['gabapentin 300 mg TID']),
    'dem': ('dementia, mod (MoCA {moca}/30 {my})', ['donepezil 10 mg qHS']),
    'ca': ('{cancer} dx {my}, {catx}', []),
    'pvd': ('PAD s/p R fem-pop bypass {y}', ['cilostazol 100 mg BID']),
    'ins': ('insomnia', ['trazodone 50 mg qHS PRN sleep', 'melatonin 3 mg qHS']),
    'pain': ('chronic low back pain', ['oxycodone 5 mg q6h PRN (PDMP checked)',
                                       'acetaminophen 650 mg q6h PRN']),
}

CANCERS = ['breast CA (ER+)', 'prostate CA', 'NSCLC stage IIIA', 'colon CA',
           'DLBCL', 'bladder CA', 'pancreatic adenoCA']
CATX = ['s/p lumpectomy + XRT', 'on ADT', 's/p chemo, in remission',
        's/p hemicolectomy', 'on surveillance', 'on cycle 3 of chemo']

ALLERGIES = ['NKDA', 'NKDA', 'NKDA', 'PCN (hives)', 'sulfa (rash)',
             'codeine (N/V)', 'lisinopril (angioedema)', 'IV contrast (hives)',
             'shellfish', 'vancomycin (red man)', 'latex', 'morphine (itching)']


def dx(key, name, short, cc, hpi, ed, labs, img, plan, cons, inpt, req,
       ages=(30, 97), course=None):
    return {'key': key, 'name': name, 'short': short, 'cc': cc, 'hpi': hpi,
            'ed': ed, 'labs': labs, 'img': img, 'plan': plan, 'cons': cons,
            'inpt': inpt, 'req': req, 'ages': ages, 'course': course or plan}


DXS = [
    dx('chf', 'acute on chronic HFrEF exacerbation', 'ADHF', 'SOB, leg swelling',
       ['progressive DOE x {dur}, now 2-pillow orthopnea + PND',
        'reports ~{wt} lb wt gain, ran out of lasix {ago}',
        'ate ham and potato salad at a family party {when}'],
       ['BNP {bnp}, trop {trop} (flat)', 'got furosemide 80 mg IV x1 w/ ~1.2 L UOP'],
       {'BNP': (900, 4200), 'Na': (128, 136), 'Cr': (1.2, 2.1)},
       ['CXR: cephalization, small bilat effusions, cardiomegaly',
        'TTE: LVEF 20-25%, mod MR, RVSP 52'],
       ['diurese furosemide 80 mg IV BID, goal net -1 to -2 L/day',
        'strict I/Os, daily wts, 2 g Na / 1.5 L fluid restriction',
        'hold sacubitril-valsartan while Cr bumping, cont carvedilol',
        'K goal >4, Mg >2'],
       'Cardiology', ['furosemide 80 mg IV BID', 'heparin 5000 units SQ q8h'],
       ['hf', 'htn'], (45, 95)),
    dx('copd', 'COPD exacerbation', 'AECOPD', 'SOB, wheezing',
       ['worsening cough w/ green sputum x {dur}', 'using albuterol q2h at home',
        'sick contacts: grandkids w/ URI'],
       ['VBG 7.31/58, got duonebs x3, methylpred 125 mg IV', 'resp viral panel neg'],
       {'CO2': (30, 36), 'WBC': (10.5, 15.0)},
       ['CXR: hyperinflation, no focal consolidation'],
       ['prednisone 40 mg daily x5 days', 'azithromycin 500 mg daily x3d',
        'duonebs q4h + q2h PRN, wean O2 to goal SpO2 88-92%',
        'smoking cessation counseling, nicotine patch 21 mg'],
       'Pulmonology', ['prednisone 40 mg daily', 'ipratropium-albuterol neb q4h'],
       ['copd'], (48, 90)),
    dx('cap', 'community-acquired pneumonia', 'CAP', 'fever, cough',
       ['fevers to 102 at home, productive cough, R-sided pleuritic CP x {dur}',
        'decreased PO intake, fatigue'],
       ['lactate {lac}, BCx x2 drawn, started ceftriaxone + azithro',
        'got 30 mL/kg LR'],
       {'WBC': (13.0, 22.0), 'Lactate': (1.8, 3.9), 'Na': (131, 138)},
       ['CXR: RLL consolidation', 'CT chest: RLL consolidation, small parapneumonic effusion'],
       ['ceftriaxone 1 g IV q24h + azithromycin 500 mg daily', 'f/u BCx, sputum cx, urine Legionella/pneumococcal Ag',
        'IS, ambulate, wean O2', 'transition to PO cefpodoxime when afebrile 48h'],
       'ID', ['ceftriaxone 1 g IV q24h', 'azithromycin 500 mg IV daily'],
       [], (25, 97)),
    dx('uro', 'sepsis 2/2 pyelonephritis', 'urosepsis', 'fever, flank pain',
       ['dysuria + L flank pain x {dur}, rigors {when}', 'N/V, unable to keep fluids down'],
       ['hypotensive to 84/50, responded to 2 L LR', 'UA: LE large, nitrite +, >50 WBC'],
       {'WBC': (14.0, 24.0), 'Lactate': (2.1, 4.6), 'Cr': (1.3, 2.4)},
       ['CT A/P: L perinephric stranding, no obstructing stone, no abscess'],
       ['cefepime 2 g IV q12h (prior ESBL? check old cx), narrow per Ucx',
        'IVF, MAP goal >65', 'trend lactate', 'renally dose meds'],
       'Urology', ['cefepime 2 g IV q12h', 'LR 125 mL/h'], [], (24, 95)),
    dx('cell', 'LLE cellulitis', 'cellulitis', 'leg redness, pain',
       ['L shin redness spreading over {dur}, borders marked in ED',
        'scratched leg on fence {when}', 'subjective fevers, chills'],
       ['XR no gas, no FB', 'vanc x1 in ED'],
       {'WBC': (11.0, 17.0), 'CRP': (40, 180)},
       ['LLE venous duplex: no DVT', 'XR L tib/fib: soft tissue swelling, no gas'],
       ['cefazolin 2 g IV q8h', 'elevate leg, mark borders q shift',
        'wound care consult for venous stasis changes', 'check A1c'],
       'Wound care', ['cefazolin 2 g IV q8h'], ['obes'], (28, 88)),
    dx('dka', 'DKA', 'DKA', 'N/V, abd pain',
       ['ran out of insulin {ago}, polyuria/polydipsia x {dur}',
        'diffuse abd pain, vomiting x several episodes'],
       ['AG {ag}, BHB 6.2, insulin gtt started per protocol', 'K repleted, 3 L NS'],
       {'Glu': (410, 780), 'CO2': (6, 14), 'K': (5.0, 6.2), 'AG': (22, 34)},
       ['CXR: no acute process'],
       ['insulin gtt per DKA protocol, BMP q2h, bridge to SQ when AG closed x2',
        'D5 when glu <250', 'diabetes educator, new glucometer script',
        'endo to see re: regimen'],
       'Endocrinology', ['insulin regular gtt per protocol', 'D5-1/2NS + 20 KCl'],
       ['dm'], (19, 70)),
    dx('ugib', 'upper GI bleed', 'UGIB', 'melena, lightheaded',
       ['black tarry stools x {dur}, 1 episode coffee-ground emesis',
        'takes naproxen daily for knee pain', 'near-syncope on standing {when}'],
       ['Hgb {hgb} (baseline ~12), 2 large bore IVs, 1u pRBC given',
        'pantoprazole 80 mg IV bolus'],
       {'Hgb': (6.1, 8.4), 'BUN': (38, 72), 'Plt': (140, 320)},
       ['EGD: 1.5 cm clean-based duodenal ulcer, no intervention'],
       ['pantoprazole 40 mg IV BID', 'Hgb q6h, transfuse Hgb <7',
        'NPO until EGD, then clears', 'H. pylori serology, stop NSAIDs'],
       'GI', ['pantoprazole 40 mg IV BID', 'NS 100 mL/h'], [], (35, 94)),
    dx('aki', 'AKI on CKD w/ hyperkalemia', 'AKI', 'weakness, decreased UOP',
       ['poor PO intake + diarrhea x {dur}', 'on lisinopril + spironolactone'],
       ['K {k}, peaked T waves -> Ca gluconate, insulin/D50, albuterol neb',
        'Lokelma 10 g x1'],
       {'K': (6.0, 7.1), 'Cr': (2.8, 5.2), 'BUN': (55, 98), 'CO2': (14, 19)},
       ['renal US: no hydronephrosis, echogenic kidneys'],
       ['hold ACEi/MRA/NSAIDs', 'IVF then reassess volume', 'BMP q6h overnight',
        'renally dose meds, avoid contrast', 'nephro if no improvement'],
       'Nephrology', ['NS 1 L bolus then 100 mL/h', 'sodium zirconium cyclosilicate 10 g TID'],
       ['ckd', 'htn'], (50, 95)),
    dx('etoh', 'alcohol withdrawal', 'EtOH w/d', 'tremors, anxiety',
       ['drinks ~1 pint vodka/day, last drink {when}', 'prior w/d seizure {y}, no DTs'],
       ['CIWA {ciwa}, got lorazepam 2 mg IV x2', 'EtOH level 0.08'],
       {'Mg': (1.1, 1.6), 'AST': (90, 240), 'ALT': (40, 110), 'Plt': (88, 140)},
       ['CT head: no acute process'],
       ['CIWA protocol w/ lorazepam, phenobarb if escalating',
        'thiamine 500 mg IV TID x3d then 100 mg daily', 'folate, MVI, replete Mg/Phos',
        'SW/addiction med consult'],
       'Addiction medicine', ['lorazepam per CIWA', 'thiamine 500 mg IV TID'],
       ['aud'], (25, 70)),
    dx('sync', 'syncope', 'syncope', 'passed out',
       ['LOC while standing in kitchen {when}, ~1 min, no post-ictal state',
        'brief prodrome of warmth, no CP/palps'],
       ['orthostatics positive (SBP 142 -> 108)', 'EKG: sinus, 1st deg AVB, no acute ST changes'],
       {'Hgb': (10.5, 13.5)},
       ['CT head: no bleed', 'TTE: EF 60%, no AS'],
       ['tele x24h, orthostatics daily', 'hold HCTZ', 'PT eval', 'consider Zio at d/c'],
       'Cardiology', ['NS 75 mL/h'], ['htn'], (55, 97)),
    dx('afib', 'afib w/ RVR', 'AF RVR', 'palpitations',
       ['palpitations + lightheadedness since {when}', 'missed metoprolol doses x {dur}'],
       ['HR 150s, dilt 10 mg IV x2 -> HR 110s, started dilt gtt', 'TSH nl'],
       {'TSH': (0.6, 3.2), 'Mg': (1.5, 1.9)},
       ['TTE: LA mod dilated, EF 50%'],
       ['dilt gtt -> PO diltiazem 60 mg q6h', 'apixaban 5 mg BID (CHA2DS2-VASc {cv})',
        'K>4, Mg>2', 'tele'],
       'Cardiology', ['diltiazem gtt 5-15 mg/h', 'apixaban 5 mg BID'], ['af', 'htn'], (50, 96)),
    dx('hypona', 'symptomatic hyponatremia', 'hypoNa', 'confusion, falls',
       ['family noted confusion x {dur}', 'drinks lots of water, poor solute intake, on HCTZ'],
       ['Na {na}, Uosm 412, serum osm 248'],
       {'Na': (116, 125)},
       ['CT head neg'],
       ['fluid restrict 1.2 L', 'hold HCTZ', 'Na q4h, goal correction <8 mEq/24h',
        'DDAVP clamp if overcorrecting'],
       'Nephrology', ['NaCl tabs 1 g TID'], ['htn'], (60, 97)),
    dx('pe', 'acute PE', 'PE', 'SOB, pleuritic CP',
       ['sudden SOB + L pleuritic CP {when}', 'long car trip {ago}, on OCPs? no'],
       ['CTA: L lower lobe segmental PE, no RV strain', 'heparin gtt started'],
       {'Trop': (0.01, 0.06), 'BNP': (40, 220)},
       ['CTA chest: segmental PE LLL, RV/LV <1', 'LE duplex: L popliteal DVT'],
       ['heparin gtt -> apixaban 10 mg BID x7d then 5 mg BID', 'hypercoag w/u as outpt',
        'age-appropriate cancer screening'],
       'Pulmonology', ['heparin gtt per nomogram'], [], (24, 85)),
    dx('panc', 'acute pancreatitis', 'pancreatitis', 'epigastric pain',
       ['severe epigastric pain radiating to back since {when}', 'N/V, EtOH binge over weekend'],
       ['lipase {lip}, LR 250 mL/h', 'hydromorphone 0.5 mg IV x2'],
       {'Lipase': (900, 6800), 'WBC': (12, 17)},
       ['RUQ US: no gallstones, CBD 4 mm', 'CT A/P: peripancreatic stranding, no necrosis'],
       ['aggressive LR, reassess volume', 'advance diet as tolerated', 'pain control, bowel reg',
        'lipid panel, check TG'],
       'GI', ['LR 200 mL/h', 'hydromorphone 0.5 mg IV q3h PRN'], ['aud'], (25, 75)),
    dx('cdiff', 'C. difficile colitis', 'C diff', 'diarrhea',
       ['8-10 watery BMs/day x {dur}', 'recent clinda for dental infxn'],
       ['C diff PCR+/toxin+', 'WBC {wbc}'],
       {'WBC': (13, 26), 'Cr': (1.1, 2.0), 'Alb': (2.4, 3.1)},
       ['CT A/P: pancolitis, no megacolon'],
       ['PO vancomycin 125 mg QID x10d', 'contact+ precautions, soap & water',
        'IVF, replete K'], 'ID', ['vancomycin 125 mg PO QID'], [], (30, 95)),
    dx('he', 'hepatic encephalopathy', 'HE', 'confusion',
       ['wife reports increasing confusion x {dur}', 'missed lactulose, only 1 BM/day'],
       ['NH3 {nh3}, diag para: PMN 90 (no SBP)'],
       {'Tbili': (2.4, 6.8), 'INR': (1.6, 2.4), 'Plt': (48, 95), 'Na': (127, 134)},
       ['RUQ US w/ doppler: cirrhotic liver, patent PV, mod ascites'],
       ['lactulose titrate to 3-4 BMs/day', 'rifaximin 550 mg BID',
        'SBP ppx if ascitic protein <1.5', 'transplant hepatology referral'],
       'Hepatology', ['lactulose 30 mL q2h until BM'], ['cirr'], (38, 78)),
    dx('fall', 'fall w/ rhabdomyolysis', 'rhabdo', 'found down',
       ['found on floor by neighbor, down unknown time (~{hrs} h)', 'lives alone, no LOC per pt'],
       ['CK {ck}, Cr {cr}, IVF started', 'CT head/C-spine neg'],
       {'CK': (4200, 38000), 'Cr': (1.3, 2.4), 'K': (4.8, 5.6)},
       ['XR pelvis/hips: no fx'],
       ['IVF LR 200 mL/h, CK daily', 'PT/OT', 'home safety eval, med alert device',
        'delirium precautions'], 'PT/OT', ['LR 200 mL/h'], ['htn'], (65, 99)),
    dx('anemia', 'symptomatic anemia', 'anemia', 'fatigue, DOE',
       ['DOE walking to mailbox x {dur}', 'no melena/BRBPR, no hematuria'],
       ['Hgb {hgb}, MCV 71, ferritin 6', '1u pRBC'],
       {'Hgb': (5.9, 7.6), 'MCV': (64, 76)},
       ['none'],
       ['IV iron sucrose 200 mg x5', 'GI for EGD/colonoscopy', 'transfuse Hgb <7 (<8 if CAD)'],
       'GI', ['iron sucrose 200 mg IV daily'], [], (30, 96)),
]

BASE = {'Na': (135, 144), 'K': (3.6, 4.9), 'Cl': (98, 107), 'CO2': (22, 28),
        'BUN': (9, 22), 'Cr': (0.7, 1.2), 'Glu': (84, 168), 'Ca': (8.6, 10.1),
        'Mg': (1.8, 2.3), 'Phos': (2.6, 4.3), 'WBC': (4.8, 10.6),
        'Hgb': (11.2, 15.1), 'Plt': (160, 380), 'MCV': (82, 96),
        'AST': (14, 38), 'ALT': (10, 40), 'ALP': (48, 118), 'Tbili': (0.3, 1.1),
        'Alb': (3.4, 4.4), 'INR': (0.9, 1.2), 'Lactate': (0.7, 1.8),
        'Trop': (0.0, 0.03), 'BNP': (20, 140), 'Lipase': (14, 60),
        'TSH': (0.6, 4.1), 'CRP': (1, 9), 'CK': (60, 220), 'AG': (8, 13)}
DEC = {'K': 1, 'Cr': 2, 'Mg': 1, 'Phos': 1, 'WBC': 1, 'Hgb': 1, 'Ca': 1,
       'Tbili': 1, 'Alb': 1, 'INR': 1, 'Lactate': 1, 'Trop': 2, 'TSH': 2,
       'MCV': 0}


def lab(c, name, drift=0.0):
    lo, hi = c['dx']['labs'].get(name, BASE[name])
    v = lo + (hi - lo) * rng_unit()
    if drift:
        v = v + (BASE[name][0] + BASE[name][1]) / 2.0 * 0 + drift * (
            (BASE[name][0] + BASE[name][1]) / 2.0 - v)
    d = DEC.get(name, 0)
    return ('%.' + str(d) + 'f') % v


def rng_unit():
    return ri(0, 1000) / 1000.0


def bmp_inline(c, drift=0.0):
    k = ['Na', 'K', 'Cl', 'CO2', 'BUN', 'Cr', 'Glu']
    sep = ch([' / ', ', ', '  ', ' '])
    return sep.join('%s %s' % (x, lab(c, x, drift)) for x in k)


def cbc_inline(c, drift=0.0):
    sep = ch([' / ', ', ', '  '])
    return sep.join('%s %s' % (x, lab(c, x, drift)) for x in ['WBC', 'Hgb', 'Plt'])


def fishbone(c, drift=0.0):
    v = {x: lab(c, x, drift) for x in ['Na', 'Cl', 'BUN', 'K', 'CO2', 'Cr',
                                       'Glu', 'WBC', 'Hgb', 'Plt']}
    hct = '%.0f' % (float(v['Hgb']) * 3)
    return ('%s | %s | %s\n%s------%s------< %s\n%s | %s | %s\n\n'
            '      %s\n%s >----< %s\n      %s\n') % (
        v['Na'], v['Cl'], v['BUN'], '-' * 4, '-' * 4, v['Glu'], v['K'],
        v['CO2'], v['Cr'], v['Hgb'], v['WBC'], v['Plt'], hct)


def extra_labs(c):
    keys = [k for k in c['dx']['labs'] if k not in ('Na', 'K', 'Cl', 'CO2',
                                                   'BUN', 'Cr', 'Glu', 'WBC',
                                                   'Hgb', 'Plt')]
    keys += sample(['Mg', 'Phos', 'INR', 'Alb', 'Lactate', 'AST', 'ALT'], ri(1, 3))
    out = []
    for k in keys:
        if k not in out:
            out.append(k)
    return ', '.join('%s %s' % (k, lab(c, k)) for k in out)


def lab_table(n, c, dates, style):
    """Trend table; column-header dates are DATE spans."""
    names = ['Na', 'K', 'CO2', 'BUN', 'Cr', 'Glu', 'WBC', 'Hgb', 'Plt']
    for k in c['dx']['labs']:
        if k not in names and k != 'AG':
            names.append(k)
    n.t(ch(['LABS', 'Labs', 'Lab trend', 'LAB TRENDS']) + ':\n')
    n.t('         ')
    pad = 0
    for i, d in enumerate(dates):
        n.t(' ' * (pad + (2 if i else 0)))
        s = D(d, style)
        n.add(s)
        pad = max(1, 9 - len(s[0]))
    n.t('\n')
    for k in names:
        row = '%-9s' % k
        for i in range(len(dates)):
            drift = i / (len(dates) + 1.0)
            row += '  %-9s' % lab(c, k, drift)
        n.t(row.rstrip() + '\n')


def vitals(acuity=0, short=False):
    t = '%.1f' % (36.4 + rng_unit() * (1.0 + 1.6 * acuity))
    hr = ri(64, 96) + acuity * ri(10, 30)
    sbp = ri(104, 156) - acuity * ri(5, 30)
    dbp = ri(56, 88) - acuity * ri(0, 15)
    rr = ri(14, 20) + acuity * ri(2, 8)
    sp = ri(93, 99) - acuity * ri(2, 6)
    o2 = ch(['RA', 'RA', '2L NC', '3L', '4L NC', 'RA']) if acuity < 2 else \
        ch(['6L NC', 'NRB', '15L NRB', 'HFNC 40L/60%', 'BiPAP'])
    if short:
        return '%s %d %d/%d %d %d%% %s' % (t, hr, sbp, dbp, rr, sp, o2)
    form = ch(['T %s  HR %d  BP %d/%d  RR %d  SpO2 %d%% %s',
               'T %s | P %d | BP %d/%d | R %d | O2 sat %d%% on %s',
               'Tmax %s, HR %d, BP %d/%d, RR %d, sat %d%% %s',
               '%s / %d / %d/%d / %d / %d%% %s'])
    return form % (t, hr, sbp, dbp, rr, sp, o2)


EXAM = {
    'gen': ['NAD, resting in bed', 'elderly, chronically ill appearing, NAD',
            'uncomfortable appearing', 'A&Ox3, conversant', 'drowsy but arousable',
            'obese, pleasant, sitting up in chair'],
    'heent': ['MMM, anicteric', 'dry MM', 'PERRL, EOMI, OP clear',
              'scleral icterus', 'JVP ~12 cm'],
    'cv': ['RRR, no m/r/g', 'irreg irreg, tachy', 'RRR, 2/6 SEM at RUSB',
           'S1S2, no m', 'tachycardic, regular'],
    'resp': ['CTAB', 'bibasilar crackles', 'diffuse exp wheezes, prolonged exp phase',
             'rhonchi R base', 'decreased BS at bases', 'unlabored on 2L'],
    'abd': ['soft, NT/ND, +BS', 'soft, mild epigastric TTP, no rebound',
            'distended, +fluid wave, nontender', 'obese, soft, NT'],
    'ext': ['no edema', '2+ pitting edema to knees b/l', 'trace BLE edema',
            'L shin erythema, warm, tender, within marked borders', 'WWP'],
    'neuro': ['A&Ox3, CN II-XII grossly intact', 'nonfocal', 'asterixis present',
              'fine tremor b/l hands', 'A&Ox1, follows simple commands',
              'moves all 4 ext, no focal deficits'],
    'skin': ['no rashes', 'sacral stage 2 PI', 'warm, dry', 'ecchymoses on forearms'],
}


def exam_lines(compact=False):
    keys = ['gen', 'heent', 'cv', 'resp', 'abd', 'ext', 'neuro']
    if chance(0.4):
        keys.append('skin')
    labels = {'gen': 'Gen', 'heent': 'HEENT', 'cv': 'CV', 'resp': 'Lungs',
              'abd': 'Abd', 'ext': 'Ext', 'neuro': 'Neuro', 'skin': 'Skin'}
    if compact:
        return '; '.join('%s: %s' % (labels[k], ch(EXAM[k])) for k in keys)
    return '\n'.join('%s: %s' % (labels[k], ch(EXAM[k])) for k in keys)


YOUNG_NO = ['cabg', 'cad', 'dem', 'bph', 'pvd', 'cva', 'esrd', 'ca', 'hf', 'af']
SEX_ONLY = {'bph': 'M'}


def pick_pmh(d, age=60, sex='M'):
    keys = list(d['req'])
    pool = [k for k in PMH if k not in keys and SEX_ONLY.get(k, sex) == sex and
            not (age < 50 and k in YOUNG_NO) and not (age < 62 and k == 'dem')]
    for k in sample(pool, ri(1, 5)):
        keys.append(k)
    return keys


def pmh_line(n, c, key, style=None):
    """Write one PMH item; placeholder dates become DATE spans."""
    disp = PMH[key][0]
    adm = c['adm']
    style = style or ch(['y', 'my', 'mys'])
    kw = {'y': D(past(adm, 200, 4000), 'y'),
          'my': D(past(adm, 40, 1500), ch(['my', 'mys', 'my'])),
          'a1c': '%.1f' % (6.4 + rng_unit() * 5), 'ef': str(ch([15, 20, 25, 30, 35])),
          'cv': str(ri(2, 6)), 'o2': ch(['on 2L home O2', 'no home O2', 'GOLD 3']),
          'bcr': '%.1f' % (1.4 + rng_unit()), 'meld': str(ri(12, 24)),
          'bmi': str(ri(31, 48)), 'moca': str(ri(12, 22)),
          'cancer': ch(CANCERS), 'catx': ch(CATX)}
    n.f(disp, **kw)


def key_alt(k):
    return k in ('gerd', 'hld', 'dep', 'ins', 'dvt', 'hypothy')


def home_meds(c):
    meds = []
    for k in c['pmh']:
        opts = PMH[k][1]
        cnt = 1 if key_alt(k) else ri(1, 2)
        for m in sample(opts, min(len(opts), cnt)):
            m = m.replace('{u}', str(ri(10, 44))).replace('{lt4}', ch(['50', '75', '88', '100', '112']))
            if m not in meds:
                meds.append(m)
    if chance(0.4):
        meds.append(ch(['vitamin D3 2000 IU daily', 'MVI daily', 'docusate 100 mg BID',
                        'fish oil 1 g daily', 'acetaminophen 500 mg PRN']))
    return meds


def hpi_bits(c, n, kw_extra=None):
    """Return the dx HPI sentences written via n.f with filler placeholders."""
    adm = c['adm']
    kw = {'dur': ch(['3 days', '2d', '1 wk', '4-5 days', '2 weeks', 'several days']),
          'wt': str(ri(5, 18)), 'ago': ch(['~1 wk ago', '5 days ago', 'last week']),
          'when': [ch(['on ', 'since ', '']), D(past(adm, 1, 4), ch(['wd', 'wmd', 'md']))],
          'y': D(past(adm, 300, 3000), 'y'),
          'bnp': str(ri(900, 4200)), 'trop': '0.0%d' % ri(1, 5), 'lac': '%.1f' % (2 + rng_unit() * 2),
          'ag': str(ri(22, 34)), 'hgb': '%.1f' % (6 + rng_unit() * 2), 'k': '%.1f' % (6 + rng_unit()),
          'ciwa': str(ri(12, 24)), 'na': str(ri(116, 125)), 'lip': str(ri(900, 6800)),
          'wbc': '%.1f' % (13 + rng_unit() * 10), 'nh3': str(ri(80, 190)), 'hrs': str(ri(8, 36)),
          'ck': str(ri(4200, 38000)), 'cr': '%.1f' % (1.3 + rng_unit()), 'cv': str(ri(2, 6))}
    if kw_extra:
        kw.update(kw_extra)
    return kw


IMG_ACC = ['R', 'CT', 'XR', 'US', 'IMG']


def imaging_line(n, c, d, with_acc=None):
    img = ch(c['dx']['img'])
    if img == 'none':
        img = 'CXR: no acute cardiopulmonary process'
    kind, _, rest = img.partition(': ')
    n.f('{k} {d}: {r}', k=kind, d=D(d, ch(['md', 'us', 'mond'])), r=rest)
    if with_acc if with_acc is not None else chance(0.35):
        n.f(' (acc# {a})', a=(accession(ch(IMG_ACC)), 'IDNUM'))


MICRO = ['BCx x2: NGTD', 'BCx 1/2 GPC in clusters -> likely contaminant (CoNS)',
         'UCx: >100K E. coli, pan-S', 'UCx: mixed flora', 'sputum cx: nl resp flora',
         'MRSA nares PCR neg', 'C diff PCR positive', 'resp viral panel neg',
         'UCx: Klebsiella, R to ampicillin only']


def micro_line(n, c, d):
    n.f('{m} ({d}', m=ch(MICRO), d=D(d, ch(['md', 'mond'])))
    if chance(0.5):
        n.f(', {a}', a=(accession(ch(['M', 'MB', 'MIC'])), 'IDNUM'))
    n.t(')')


EKG = ['NSR 78, nl intervals, no acute ST/T changes',
       'sinus tach 112, no ischemic changes', 'AF w/ RVR 138, no STE',
       'NSR, LBBB (old)', 'sinus brady 54, 1st deg AVB, QTc 472',
       'NSR, LVH by voltage', 'peaked T waves, widened QRS 124']
