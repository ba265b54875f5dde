"""Clinical (non-PHI) content generators: vitals, gases, labs, feeds, meds, exams."""


def f1(x):
    return ('%.1f' % x)


def us(c):
    return c.country == 'US'


def vitals(c, style=0):
    r = c.r
    t = r.choice([36.5, 36.6, 36.7, 36.8, 36.9, 37.0, 37.1, 37.2, 37.4, 36.4])
    hr, rr = r.randint(128, 176), r.randint(32, 68)
    sb = r.randint(42, 78)
    db = sb - r.randint(18, 32)
    mp = (sb + 2 * db) // 3
    sat = r.randint(88, 100)
    if style == 0:
        return 'T %s  HR %d  RR %d  BP %d/%d (%d)  SpO2 %d%%' % (f1(t), hr, rr, sb, db, mp, sat)
    if style == 1:
        return 'Temp %s C, HR %d-%d, RR %d-%d, MAP %d-%d, sats %d-%d%%' % (
            f1(t), hr - 10, hr + 12, rr - 8, rr + 10, mp - 3, mp + 5, sat - 4, min(100, sat + 3))
    if style == 2:
        return 'VS: Tax %s / AP %d / R %d / NIBP %d/%d m%d / SpO2 %d' % (f1(t), hr, rr, sb, db, mp, sat)
    return 'Tmax %s  HR %d  RR %d  BP %d/%d  O2 sat %d%% RA' % (f1(t + 0.2), hr, rr, sb, db, min(100, sat + 4))


def resp(c, ga):
    r = c.r
    if ga < 28:
        opts = ['SIMV-VG, VT 4.5 mL/kg, PEEP 6, rate 40, PS 8, FiO2 0.30',
                'HFOV MAP 13, amp 26, Hz 10, FiO2 0.38', 'AC/VG VT 5 mL/kg, PEEP 7, iT 0.3, FiO2 0.28',
                'NIPPV 20/7 x 30, FiO2 0.26', 'bubble CPAP +7, FiO2 0.30', 'HFJV PIP 24, rate 420, PEEP 8, FiO2 0.35']
    elif ga < 34:
        opts = ['CPAP +6 via RAM cannula, FiO2 0.21-0.25', 'NIPPV 18/6 rate 30, FiO2 0.24',
                'HFNC 4 L/min, FiO2 0.25', 'bubble CPAP +5, RA', 'LFNC 0.1 L/min 100%', 'RA']
    else:
        opts = ['RA', 'RA', 'HFNC 2 L/min 21%', 'LFNC 50 mL/min', 'CPAP +5 FiO2 0.21', 'RA']
    return r.choice(opts)


def gas(c):
    r = c.r
    ph = r.choice(['7.18', '7.22', '7.26', '7.29', '7.31', '7.33', '7.35', '7.38', '7.41'])
    pc = r.randint(34, 68)
    po = r.randint(32, 78)
    be = r.randint(-9, 3)
    k = r.randrange(4)
    if k == 0:
        return 'CBG %s/%d/%d/%d' % (ph, pc, po, be)
    if k == 1:
        return 'ABG (UAC): pH %s, pCO2 %d, pO2 %d, HCO3 %d, BE %d, lactate %s' % (
            ph, pc, po, r.randint(17, 27), be, f1(r.uniform(0.8, 4.5)))
    if k == 2:
        return 'VBG %s / %d / %d / BE %d' % (ph, pc, po - 10, be)
    return 'cap gas pH %s pCO2 %d HCO3 %d BE %d iCa %s' % (ph, pc, r.randint(18, 26), be, '%.2f' % r.uniform(1.0, 1.4))


def cbc(c):
    r = c.r
    hgb = r.uniform(10.5, 19.5)
    h = ('Hgb %s' % f1(hgb)) if us(c) else ('Hb %d' % int(hgb * 10))
    return 'WBC %s, %s, Hct %d, Plt %d, ANC %s, I:T %s' % (
        f1(r.uniform(4.5, 24)), h, int(hgb * 3), r.randint(88, 390), f1(r.uniform(1.2, 12)),
        '%.2f' % r.uniform(0.02, 0.3))


def lytes(c):
    r = c.r
    na, k, cl = r.randint(131, 147), r.uniform(3.6, 6.4), r.randint(98, 114)
    gl = r.randint(42, 160)
    if us(c):
        return 'Na %d, K %s, Cl %d, CO2 %d, BUN %d, Cr %s, glucose %d, Ca %s' % (
            na, f1(k), cl, r.randint(16, 27), r.randint(4, 38), f1(r.uniform(0.3, 1.1)), gl, f1(r.uniform(7.8, 10.9)))
    return 'Na %d, K %s, Cl %d, HCO3 %d, urea %s, creat %d, gluc %s, iCa %s' % (
        na, f1(k), cl, r.randint(16, 27), f1(r.uniform(1.5, 12)), r.randint(28, 95), f1(gl / 18.0),
        '%.2f' % r.uniform(1.0, 1.4))


def bili(c, mg=None):
    r = c.r
    mg = mg if mg is not None else r.uniform(4.5, 16.5)
    if us(c):
        return '%s %s mg/dL (direct %s)' % (r.choice(['TSB', 'T bili', 'Tbili', 'serum bili']), f1(mg), f1(r.uniform(0.2, 0.9)))
    return '%s %d umol/L (conj %d)' % (r.choice(['SBR', 'TSB', 'total bili']), int(mg * 17.1), r.randint(4, 18))


def glucose(c):
    r = c.r
    g = r.randint(38, 110)
    return ('POC glucose %d mg/dL' % g) if us(c) else ('POC glucose %s mmol/L' % f1(g / 18.0))


def wt_line(c, w, dol=None):
    r = c.r
    d = r.randint(-35, 45) if dol is None or dol < 1 else w - wt_at(c, dol - 1)
    return 'Wt %d g (%s%d g)' % (w, '+' if d >= 0 else '', d)


def feeds(c, wt, ga):
    r = c.r
    milk = r.choice(['MBM', 'EBM', 'DHM', 'EBM/DHM', 'MBM + HMF', 'EBM fortified w/ Prolacta +6',
                     'Similac Special Care 24', 'Enfamil Premature 24', 'NeoSure 22', 'Enfamil EnfaCare 22',
                     'EBM + Similac HMF to 24 kcal/oz', 'term formula (Similac Pro-Advance)'])
    ml = max(1, int(wt / 1000.0 * r.choice([20, 60, 100, 120, 140, 150, 160]) / 8))
    if ga < 33:
        route = r.choice(['OG', 'NG', 'gavage over 30 min', 'continuous NG', 'OG over 1 h'])
    elif ga < 37:
        route = r.choice(['PO/NG', 'cue-based PO/NG', 'NG', 'PO with NG top-up'])
    else:
        route = r.choice(['PO ad lib', 'PO', 'cue-based PO/NG', 'PO ad lib demand'])
    return '%s %d mL q3h %s' % (milk, ml, route)


def tpn(c):
    r = c.r
    return 'PN D%d%% AA %s g/kg/d, SMOFlipid %s g/kg/d, GIR %s mg/kg/min, TFI %d mL/kg/d' % (
        r.choice([10, 10, 12, 12.5, 15]), f1(r.uniform(2.5, 4)), f1(r.uniform(1, 3.5)), f1(r.uniform(5, 11)),
        r.choice([80, 100, 120, 140, 150, 160]))


NICU_MEDS = ['caffeine citrate 5 mg/kg PO daily', 'caffeine citrate 10 mg/kg IV q24h',
             'ampicillin 100 mg/kg IV q8h', 'gentamicin 5 mg/kg IV q36h', 'cefotaxime 50 mg/kg IV q12h',
             'vitamin D 400 IU PO daily', 'ferrous sulfate 3 mg/kg/d PO', 'poly-vi-sol 0.5 mL PO daily',
             'Enfamil D-Vi-Sol 1 mL daily', 'probiotic (Lactobacillus reuteri) 5 drops daily',
             'nystatin 1 mL PO q6h', 'chlorothiazide 10 mg/kg PO BID', 'furosemide 1 mg/kg IV x1',
             'hydrocortisone 0.5 mg/kg IV q12h', 'DART dexamethasone taper (day 4 of 10)',
             'morphine 0.02 mg/kg IV q4h PRN', 'fentanyl 1 mcg/kg/h', 'dexmedetomidine 0.3 mcg/kg/h',
             'sucrose 24% 0.1 mL PO PRN procedures', 'ursodiol 10 mg/kg PO BID', 'famotidine 0.5 mg/kg PO daily',
             'vancomycin 15 mg/kg IV q12h', 'acyclovir 20 mg/kg IV q8h', 'acetaminophen 15 mg/kg PO q6h (PDA)',
             'ibuprofen lysine (NeoProfen) 10 mg/kg then 5 mg/kg x2', 'epoetin alfa 400 units/kg SC 3x/wk',
             'levothyroxine 10 mcg/kg PO daily', 'phenobarbital 5 mg/kg PO daily', 'levetiracetam 20 mg/kg IV q12h',
             'dopamine 5 mcg/kg/min', 'dobutamine 5 mcg/kg/min', 'milrinone 0.33 mcg/kg/min',
             'iNO 20 ppm', 'erythromycin ointment OU once', 'vitamin K 1 mg IM once', 'sodium chloride 2 mEq/kg/d PO',
             'zinc 1 mg/kg/d', 'glycerin chip PR daily PRN', 'omeprazole 0.7 mg/kg PO daily', 'insulin 0.02 units/kg/h',
             'methadone 0.05 mg/kg PO q8h', 'clonidine 1 mcg/kg PO q6h']


def meds(c, n):
    return c.r.sample(NICU_MEDS, n)


DC_MEDS = ['vitamin D 400 IU PO daily', 'ferrous sulfate 2 mg/kg/d PO (elemental iron)', 'poly-vi-sol with iron 1 mL PO daily',
           'chlorothiazide 20 mg/kg PO BID', 'famotidine 0.5 mg/kg PO daily', 'ursodiol 10 mg/kg PO TID', 'caffeine citrate 10 mg/kg PO daily',
           'sodium chloride 2 mEq/kg/d PO divided', 'levothyroxine 37.5 mcg PO daily', 'phenobarbital 4 mg/kg PO daily',
           'propranolol 1 mg/kg/d PO divided TID (hemangioma)', 'nystatin 1 mL PO QID x 7 days', 'simethicone drops PRN',
           'methadone taper (see schedule)', 'sildenafil 1 mg/kg PO q8h', 'home oxygen 1/8 L/min via nasal cannula']
TX_MEDS = ['D10W 2 mL/kg IV bolus', 'ampicillin 100 mg/kg IV', 'gentamicin 4 mg/kg IV', 'alprostadil (PGE1) 0.05 mcg/kg/min',
           'morphine 0.05 mg/kg IV', 'NS bolus 10 mL/kg', 'poractant alfa 200 mg/kg via ETT', 'fentanyl 1 mcg/kg IV',
           'dopamine 5 mcg/kg/min', 'phenobarbital 20 mg/kg IV load', 'no medications en route']


def dc_meds(c, n):
    return c.r.sample(DC_MEDS, n)


def tx_meds(c, n):
    return c.r.sample(TX_MEDS, n)


def size_at_birth(c):
    r, w = c.r, c.ga_w + c.ga_d / 7.0
    length = (30 + (w - 24) * 1.25) * r.uniform(0.94, 1.05)
    hc = (22 + (w - 24) * 0.8) * r.uniform(0.95, 1.04)
    return '%.1f' % length, '%.1f' % hc


EXAM = {
    'gen': ['P|Preterm infant in isolette, pink, active with cares', 'P|Asleep, rousable, appropriate tone for GA',
            'T|Term-appearing infant, vigorous cry', 'T|Well-appearing term newborn in open crib', 'Quiet alert, well perfused', 'Jittery when unswaddled, consolable'],
    'heent': ['AFOF, sutures approximated, palate intact, red reflex present OU', 'AF soft and flat, caput noted, no cephalohematoma',
              'Molding of skull, AF 2x2 cm, nares patent b/l, ears normally set', 'AF full but soft, no dysmorphic features',
              'Cephalohematoma R parietal, does not cross sutures, palate intact'],
    'resp': ['Mild subcostal retractions, equal air entry, no crackles', 'Clear b/l, no grunting or flaring',
             'P|Coarse BS bilaterally on CPAP, intermittent tachypnea', 'T|Clear, equal air entry, no retractions', 'Comfortable WOB, good aeration'],
    'cvs': ['RRR, no murmur, cap refill <3 sec, femoral pulses 2+ bilat', 'Gr 2/6 systolic murmur LUSB, bounding pulses, active precordium',
            'S1 S2 normal, soft 1/6 SEM, CRT 2 s', 'HR regular, no murmur, well perfused'],
    'abd': ['Soft, non-distended, BS present, no HSM, cord clamped and drying', 'P|Full but soft, no loops, umbilical lines in situ',
            'Soft, 3-vessel cord, no masses', 'Mildly distended, non-tender, no discolouration'],
    'gu': ['Normal female genitalia', 'Testes descended bilat, normal male genitalia', 'Bilateral undescended testes',
           'P|Normal preterm female genitalia, prominent clitoris/labia minora'],
    'neuro': ['Tone appropriate for GA, Moro symmetric, suck/grasp present', 'Hypotonic, weak suck, Moro incomplete',
              'Normal tone, good suck, symmetric Moro, palmar/plantar grasp intact', 'Sarnat stage I features: hyperalert, jittery'],
    'skin': ['Pink, no rashes; congenital dermal melanocytosis (Mongolian spots) over sacrum', 'Erythema toxicum scattered trunk',
             'Mild jaundice to chest', 'Bruising over face from delivery, no petechiae', 'P|Thin gelatinous preterm skin, intact',
             'Small strawberry hemangioma L shoulder'],
    'hips': ['Ortolani/Barlow negative bilat', 'Hips stable, Barlow and Ortolani negative, symmetric creases',
             'Clicky L hip, no clunk (Ortolani neg)', 'Hips stable'],
    'spine': ['Spine straight, no sacral dimple or tuft', 'Shallow sacral dimple, base visible', 'Intact spine'],
}


def _ok(x, pre):
    if x[:2] == 'P|':
        return pre
    if x[:2] == 'T|':
        return not pre
    return True


def exam(c, keys=None, sep='\n', pre=None):
    r = c.r
    pre = c.ga_w < 35 if pre is None else pre
    keys = keys or ['gen', 'heent', 'resp', 'cvs', 'abd', 'gu', 'neuro', 'skin']
    lab = {'gen': 'General', 'heent': 'HEENT', 'resp': 'Resp', 'cvs': 'CVS', 'abd': 'Abd', 'gu': 'GU',
           'neuro': 'Neuro', 'skin': 'Skin', 'hips': 'Hips', 'spine': 'Spine'}
    out = []
    for k in keys:
        x = r.choice([e for e in EXAM[k] if _ok(e, pre)])
        if x[1:2] == '|':
            x = x[2:]
        if k == 'gu':
            x = r.choice(['Normal female genitalia', 'Normal external female genitalia'] + (['Normal preterm female genitalia, prominent labia minora'] if pre else [])) \
                if c.sex == 'F' else r.choice(['Testes descended bilat, normal male genitalia', 'Normal male, testes palpable in canals' if pre else 'Normal male genitalia, testes down',
                                               'R testis undescended, L descended'])
        out.append('%s: %s' % (lab[k], x))
    return sep.join(out)


def wt_at(c, dol):
    """Plausible weight on a day of life: ~8% loss, birth weight regained by day 10-14, then growth."""
    w = float(c.bw)
    for d in range(1, dol + 1):
        if d <= 5:
            w *= 0.984
        elif d <= 12:
            w *= 1.012
        else:
            w += min(w * 0.016, 38.0)
    return int(w)


def apgars(c, ga):
    r = c.r
    if ga < 28:
        a = [r.randint(1, 5), r.randint(4, 7), r.randint(6, 8)]
    elif ga < 36:
        a = [r.randint(4, 8), r.randint(7, 9), 9]
    else:
        a = [r.randint(6, 9), r.randint(8, 9), 9]
    return sorted(a)


def ga_str(c, style=0):
    w, d = c.ga_w, c.ga_d
    return ['%d+%d wk' % (w, d), '%d %d/7 weeks' % (w, d), '%dw%dd' % (w, d), '%d+%d' % (w, d),
            '%d and %d/7 wks' % (w, d)][style]


def pma(c, dol):
    tot = c.ga_w * 7 + c.ga_d + dol
    return '%d+%d' % (tot // 7, tot % 7)


MATERNAL_HX = ['chronic hypertension on labetalol', 'preeclampsia with severe features, on MgSO4',
               'GDM, insulin-controlled', 'GDM A1, diet-controlled', 'Graves disease, on PTU in 1st trimester',
               'hypothyroidism on levothyroxine', 'asthma', 'obesity (BMI 41)', 'SLE, anti-Ro positive',
               'opioid use disorder on buprenorphine (Subutex)', 'opioid use disorder on methadone 90 mg daily',
               'tobacco use 1/2 ppd', 'cannabis use (UDS + THC)', 'HSV-2 hx, on valacyclovir suppression from 36 wk',
               'chorioamnionitis (Tmax 38.9, fetal tachycardia)', 'placental abruption', 'placenta previa',
               'PPROM at 25 wk', 'cervical insufficiency s/p cerclage', 'IUGR with absent EDF on Dopplers',
               'polyhydramnios', 'oligohydramnios', 'monochorionic-diamniotic twins', 'epilepsy on lamotrigine',
               'depression on sertraline', 'Rh negative, received RhoGAM at 28 wk', 'sickle cell trait',
               'COVID-19 positive at delivery', 'anemia (Hgb 8.9)', 'no significant PMHx', 'von Willebrand disease']

PRENATAL_LABS_US = ['Blood type O+, Ab screen neg', 'A+, antibody negative', 'B- , Ab neg, RhoGAM given',
                    'RPR NR', 'HIV neg', 'HBsAg neg', 'Rubella immune', 'GBS neg', 'GBS pos, adequately treated (PCN x2 doses)',
                    'GBS unknown', 'HCV Ab neg', 'GC/CT neg', 'varicella immune', 'HCV Ab positive, RNA pending']


def prenatal_labs(c):
    r = c.r
    typ = r.choice(['O+', 'O+', 'A+', 'B+', 'AB+', 'O-', 'A-'])
    gbs = r.choice(['neg', 'pos (IAP: penicillin G x3 doses)', 'unknown', 'neg', 'pos, inadequate IAP'])
    syph = r.choice(['RPR NR', 'syphilis EIA neg', 'RPR non-reactive'])
    return 'Blood type %s, Ab screen neg; %s; HIV neg; HBsAg neg; rubella %s; GBS %s; HCV neg' % (
        typ, syph, r.choice(['immune', 'immune', 'non-immune']), gbs)


LOOKALIKE = [
    'Bhutani nomogram: low-intermediate risk zone.', 'Plotted on Fenton growth chart.',
    'Ballard score c/w dates.', 'Moro symmetric.', 'Silverman-Andersen score 3.',
    'Feeding w/ Dr. Brown\'s Preemie nipple, level 1.', 'Using Dr. Brown\'s Ultra-Preemie nipple.',
    'No Erb palsy; moving all 4 limbs.', 'Coombs (DAT) negative.', 'Kleihauer-Betke sent on mother.',
    'Maternal Graves disease - TSH/fT4 on DOL 3-5 and day 14.', 'NAS scoring per Eat, Sleep, Console.',
    'Modified Finnegan scores 4-6.', 'No signs of Hirschsprung; passed meconium < 24 h.',
    'Down syndrome features absent.', 'Kangaroo care tolerated well.', 'Panda warmer at bedside.',
    'Giraffe OmniBed humidity 70%.', 'Room air trial planned.', 'No Harlequin colour change noted.',
    'Apgar scores reviewed.', 'Wilson-Mikity pattern not seen.', 'Chvostek sign not elicited.',
    'Replogle tube not required.', 'Neopuff PIP 20 / PEEP 5 used in DR.', 'Masimo sensor rotated q4h.',
    'SNAPPE-II 37.', 'Thompson score 6.', 'Bell stage I NEC considered, KUB benign.',
]
