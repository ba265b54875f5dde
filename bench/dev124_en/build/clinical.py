"""Clinical filler for dev124_en: the unannotated hard negatives (labs with ranges, vitals,
drugs and doses, scores, eponyms, ICD-10 codes, clock times, gestations, name-like words)."""


def clock(x, h0=7, h1=20):
    return f'{x.r.randrange(h0, h1):02d}:{x.r.randrange(0, 60):02d}'


def add_min(t, m):
    h, mm = map(int, t.split(':'))
    tot = (h * 60 + mm + m) % 1440
    return f'{tot // 60:02d}:{tot % 60:02d}'


def gest(x, lo=24, hi=41):
    return f'{x.r.randrange(lo, hi)}+{x.r.randrange(0, 7)}'


def vitals_line(x, neonate=False, child=False):
    r = x.r
    if neonate:
        return (f'HR {r.randrange(120, 175)} bpm, RR {r.randrange(32, 65)}/min, SpO2 {r.randrange(88, 100)}% '
                f'in {r.choice(["air", "21% O2", "25% O2", "30% O2"])}, T {r.uniform(36.3, 37.6):.1f} °C, '
                f'BP {r.randrange(45, 70)}/{r.randrange(25, 45)} (mean {r.randrange(32, 52)}) mmHg')
    if child:
        return (f'HR {r.randrange(80, 140)}, RR {r.randrange(18, 34)}, SpO2 {r.randrange(95, 100)}% RA, '
                f'T {r.uniform(36.2, 38.4):.1f} °C, CRT < 2 s')
    return (f'BP {r.randrange(98, 162)}/{r.randrange(55, 98)} mmHg, HR {r.randrange(58, 118)} bpm, '
            f'RR {r.randrange(12, 24)}, SpO2 {r.randrange(93, 100)}% on {r.choice(["air", "room air", "2 L O2"])}, '
            f'T {r.uniform(36.1, 38.6):.1f} °C')


def labs(x, kind='fbc'):
    r, us = x.r, x.us
    hb = f'Hgb {r.uniform(8.5, 14.5):.1f} g/dL (12.0-15.5)' if us else f'Hb {r.randrange(82, 148)} g/L (115-165)'
    rows = {
        'fbc': [hb, f'WBC {r.uniform(4.0, 19.0):.1f} x10^9/L (4.0-11.0)',
                f'Plt {r.randrange(95, 420)} x10^9/L (150-400)', f'Hct {r.uniform(0.28, 0.44):.2f} (0.36-0.46)',
                f'MCV {r.randrange(72, 98)} fL (80-100)'],
        'ue': [f'Na {r.randrange(131, 146)} mmol/L (135-145)', f'K {r.uniform(3.2, 5.4):.1f} mmol/L (3.5-5.0)',
               (f'Creatinine {r.uniform(0.5, 1.4):.2f} mg/dL (0.5-1.1)' if us else
                f'Creatinine {r.randrange(45, 120)} umol/L (45-90)'),
               (f'BUN {r.randrange(6, 24)} mg/dL (7-20)' if us else f'Urea {r.uniform(2.1, 8.4):.1f} mmol/L (2.5-7.8)'),
               f'eGFR > {r.choice([60, 90])} mL/min/1.73m2'],
        'coag': [f'INR {r.uniform(0.9, 1.4):.1f}', f'APTT {r.randrange(24, 40)} s (25-36)',
                 f'Fibrinogen {r.uniform(1.8, 5.8):.1f} g/L (2.0-4.0)', f'PT {r.uniform(10.5, 14.0):.1f} s'],
        'obs': [hb, f'Plt {r.randrange(95, 420)} x10^9/L', f'Blood group {r.choice(["O", "A", "B", "AB"])} Rh {r.choice(["positive", "positive", "negative"])}',
                f'antibody screen {r.choice(["negative", "negative", "positive (anti-D, prophylactic)"])}',
                f'HIV {r.choice(["non-reactive", "negative"])}', 'HBsAg negative', f'VDRL {r.choice(["non-reactive", "negative"])}',
                f'OGTT fasting {r.uniform(3.9, 5.8):.1f}, 2 h {r.uniform(5.0, 9.5):.1f} mmol/L',
                f'urine dip protein {r.choice(["nil", "trace", "1+", "2+"])}, glucose nil'],
        'neo': [f'SBR {r.randrange(90, 340)} umol/L', f'CRP {r.choice(["< 5", str(r.randrange(5, 60))])} mg/L',
                f'glucose {r.uniform(1.8, 6.5):.1f} mmol/L', f'pH {r.uniform(7.18, 7.42):.2f}',
                f'pCO2 {r.uniform(4.1, 8.9):.1f} kPa', f'BE {r.uniform(-9.5, 2.0):.1f}', f'lactate {r.uniform(0.8, 4.5):.1f} mmol/L',
                f'Hct {r.uniform(0.40, 0.65):.2f}'],
        'misc': [f'CRP {r.randrange(1, 180)} mg/L (< 5)', f'Albumin {r.randrange(24, 44)} g/L (35-50)',
                 f'HbA1c {r.randrange(32, 72)} mmol/mol', f'Lactate {r.uniform(0.6, 3.8):.1f} mmol/L',
                 f'ALT {r.randrange(9, 90)} U/L (7-35)', f'Bilirubin {r.randrange(3, 30)} umol/L (< 21)',
                 f'Glucose {r.uniform(3.8, 11.2):.1f} mmol/L', f'TSH {r.uniform(0.4, 4.6):.2f} mU/L (0.45-4.50)'],
    }[kind]
    n = r.randrange(3, len(rows) + 1)
    return r.sample(rows, n)


ANAES_DRUGS = [('propofol', 'mg', (80, 220)), ('fentanyl', 'mcg', (50, 250)), ('remifentanil', 'mcg/kg/min', None),
               ('rocuronium', 'mg', (30, 80)), ('suxamethonium', 'mg', (75, 150)), ('atracurium', 'mg', (25, 50)),
               ('ketamine', 'mg', (20, 120)), ('midazolam', 'mg', (1, 4)), ('morphine', 'mg', (2, 12)),
               ('ondansetron', 'mg', (4, 8)), ('dexamethasone', 'mg', (4, 9)), ('paracetamol', 'g', (1, 2)),
               ('metaraminol', 'mg', (1, 4)), ('phenylephrine', 'mcg', (50, 200)), ('ephedrine', 'mg', (6, 30)),
               ('glycopyrrolate', 'mcg', (200, 600)), ('neostigmine', 'mg', (1, 3)), ('sugammadex', 'mg', (100, 400)),
               ('cefazolin', 'g', (1, 3)), ('co-amoxiclav', 'g', (1, 2)), ('gentamicin', 'mg', (120, 400)),
               ('tranexamic acid', 'g', (1, 2)), ('oxytocin', 'IU', (3, 10)), ('carbetocin', 'mcg', (100, 101)),
               ('bupivacaine 0.5% heavy', 'mL', (2, 3)), ('ropivacaine 0.2%', 'mL', (10, 21)),
               ('sevoflurane', '%', (1, 3)), ('desflurane', '%', (4, 7)), ('hydrocortisone', 'mg', (50, 200)),
               ('magnesium sulfate', 'g', (2, 5)), ('thiopentone', 'mg', (200, 450)), ('diamorphine', 'mcg', (250, 400))]

OB_DRUGS = ['oxytocin 10 IU IM', 'carbetocin 100 mcg IV', 'ergometrine 500 mcg IM', 'misoprostol 800 mcg PR',
            'syntometrine 1 mL IM', 'oxytocin infusion 40 IU in 500 mL at 125 mL/h', 'tranexamic acid 1 g IV',
            'magnesium sulfate 4 g IV loading then 1 g/h', 'labetalol 200 mg PO', 'nifedipine MR 20 mg BD',
            'betamethasone 12 mg IM x2 doses 24 h apart', 'benzylpenicillin 3 g IV then 1.8 g 4-hourly',
            'anti-D immunoglobulin 1500 IU IM', 'dinoprostone 10 mg pessary', 'ferrous sulfate 200 mg OD',
            'folic acid 5 mg OD', 'aspirin 150 mg nocte', 'enoxaparin 40 mg SC daily', 'pethidine 100 mg IM',
            'Entonox', 'cefuroxime 1.5 g IV', 'metronidazole 500 mg IV', 'oral iron', 'lactulose 10 mL BD']
NEO_DRUGS = ['benzylpenicillin 60 mg/kg 12-hourly', 'gentamicin 5 mg/kg 36-hourly', 'caffeine citrate 20 mg/kg load',
             'vitamin K 1 mg IM', 'phytomenadione 0.5 mg IM', 'amoxicillin 30 mg/kg', 'cefotaxime 50 mg/kg',
             'surfactant (poractant alfa) 200 mg/kg', 'dextrose 10% at 60 mL/kg/day', 'TPN day 3',
             'multivitamin drops 0.3 mL', 'Sytron 1 mL', 'hydrocortisone 1 mg/kg', 'aciclovir 20 mg/kg']
PAED_DRUGS = ['paracetamol 15 mg/kg', 'ibuprofen 10 mg/kg', 'amoxicillin 250 mg TDS', 'salbutamol 100 mcg 6 puffs',
              'prednisolone 1 mg/kg', 'Movicol paediatric 1 sachet', 'Dioralyte', 'emollient bd', 'zinc 10 mg OD',
              'ORS', 'vitamin D 400 IU', 'cetirizine 2.5 mg', 'trimethoprim 2 mg/kg nocte', 'omeprazole 10 mg']
SURG_DRUGS = ['cefazolin 2 g IV', 'co-amoxiclav 1.2 g IV', 'metronidazole 500 mg IV', 'enoxaparin 40 mg SC',
              'morphine PCA 1 mg bolus, 5 min lockout', 'oxycodone 5 mg PO PRN', 'paracetamol 1 g QDS',
              'ibuprofen 400 mg TDS', 'ondansetron 4 mg IV PRN', 'tramadol 50 mg PRN', 'diclofenac 75 mg PR',
              'pethidine 50 mg IM', 'ketorolac 30 mg IV', 'heparin 5000 units SC BD', 'ceftriaxone 1 g IV',
              'flucloxacillin 1 g QDS', 'vancomycin 1 g IV', 'gabapentin 300 mg', 'dalteparin 5000 units SC']

EPONYMS = ['Pfannenstiel incision', 'Foley catheter', "Hartmann's procedure", 'Nissen fundoplication',
           'McRoberts manoeuvre', "Hartmann's solution", 'Joel-Cohen entry', 'Bakri balloon', 'B-Lynch suture',
           "Wood's screw manoeuvre", 'Rubin II manoeuvre', 'Kielland forceps', 'Neville-Barnes forceps',
           'Kiwi ventouse', 'Cusco speculum', "Sims' speculum", 'Mayo scissors', 'Langenbeck retractor',
           'Deaver retractor', 'Balfour retractor', 'Doyen retractor', 'Ramstedt pyloromyotomy', 'Kasai portoenterostomy',
           'Lichtenstein repair', 'Roux-en-Y', 'Whipple procedure', 'Lanz incision', 'Kocher incision',
           'McBurney point', "Murphy's sign", "Rovsing's sign", 'Ortolani test', 'Barlow test', 'Moro reflex',
           'Guthrie card', 'Hirschsprung disease', "Meckel's diverticulum", 'Fallot tetralogy', 'Apgar score',
           'Bishop score', 'Mallampati class', 'Cormack-Lehane grade', 'Macintosh blade', 'Magill forceps',
           'Guedel airway', 'Bougie', 'Seldinger technique', 'Tuohy needle', 'Whitacre needle', 'Sprotte needle',
           'Hasson port', 'Veress needle', 'Allis clamp', 'Babcock forceps', 'Vicryl Rapide', 'Monocryl',
           'Redivac drain', 'Jackson-Pratt drain', 'Penrose drain', 'Montgomery straps', 'Steri-Strips',
           'Down syndrome', 'Erb palsy', 'Pierre Robin sequence', 'Kawasaki disease', 'Perthes disease',
           'Hunter syndrome', "Baker's cyst", "Wood's lamp", "Bell's palsy", "Little's area", 'Graves disease',
           'Mendelson syndrome', 'HELLP syndrome', 'Sheehan syndrome', 'Asherman syndrome', 'Couvelaire uterus',
           'Naegele rule', 'Friedman curve', 'Leopold manoeuvres', 'Mauriceau-Smellie-Veit manoeuvre']
NAMEWORDS = {
    'any': ['thanked her for her patience during the delay', 'visual fields full to confrontation',
            'will page the registrar if observations trigger', 'page the on-call team with any concerns',
            'faith-based chaplaincy support offered', 'we hope to discharge tomorrow',
            'clinic allows a 15-minute grace period for late arrival', 'temperature rose to 38.1 overnight',
            'old laceration from a mason jar on the left palm', 'comfort measures discussed', 'lung fields clear on auscultation',
            'keep the wound dry; patience needed with healing', 'wood splinter removed from the left foot last year',
            'small cut to the little finger, healed', 'blood cross-matched, 2 units', 'enjoys hill-walking',
            'mercy flight not required', 'hope and reassurance given', 'peace of mind given regarding the results'],
    'obs': ['bishop score not favourable', 'referred to the young mothers support group', 'king-size maternity pads supplied',
            'moss-green liquor noted at ARM', 'a gift of a breast pump was arranged through a charity',
            'family plan a naming and blessing ceremony', 'brown loss only, no fresh bleeding',
            'long-acting reversible contraception discussed', 'marsh-like odour to the lochia noted, swab sent',
            'peace of mind given regarding the scan', 'great joy at the news of the pregnancy'],
    'neo': ['precious cargo sticker on the incubator', 'parents describe great joy at the progress',
            'family plan a naming and blessing ceremony', 'bell-shaped chest on X-ray', 'a gift of knitted hats from the volunteers'],
    'paed': ['Hunter syndrome excluded on enzyme screen', 'rose-pink rash on the trunk, blanching', 'parents describe great joy at the progress',
             'patience with toilet training advised', 'plays in the little league'],
    'path': ['the second page of the request form was missing', 'ten high-power fields examined', 'a little autolysis noted',
             'cut surface brown-red', 'rose-coloured cut surface', 'cross-checked against the request by two staff'],
    'surg': ['king-size dressing pads supplied', 'mason jar lid injury to the thumb as a child', 'brown fluid in the drain, 20 mL'],
}
SCORES = ['ASA {a}', 'Mallampati {m}', 'GCS 15/15', 'GCS {g}', 'Cormack-Lehane grade {c}', 'Bishop score {b}',
          'APGAR {ap1} at 1 min, {ap5} at 5 min', 'MEOWS {s} (no triggers)', 'PEWS {s}', 'Waterlow {w}',
          'Braden {br}', 'pain {s}/10', 'Aldrete {al}', 'NEWS2 {s}', 'STOP-BANG {s}', 'RCRI {s}', 'Caprini {w}',
          'CRIB II {w}', 'Silverman {s}', 'FLACC {s}', 'Ramsay {s}', 'EPDS {w}', 'MUST {s}']


SCORE_BY = {
    'surg': ['ASA {a}', 'Mallampati {m}', 'GCS 15/15', 'Cormack-Lehane grade {c}', 'Waterlow {w}', 'Braden {br}', 'pain {s}/10',
             'Aldrete {al}', 'NEWS2 {s}', 'STOP-BANG {s}', 'RCRI {s}', 'Caprini {w}', 'MUST {s}'],
    'obs': ['ASA {a}', 'Bishop score {b}', 'MEOWS {s} (no triggers)', 'EPDS {w}', 'pain {s}/10', 'Waterlow {w}', 'Braden {br}',
            'Mallampati {m}', 'Aldrete {al}'],
    'neo': ['APGAR {ap1} at 1 min, {ap5} at 5 min', 'CRIB II {w}', 'Silverman {s}', 'pain score (N-PASS) {s}'],
    'paed': ['PEWS {s}', 'FLACC {s}', 'GCS {g}', 'GCS 15/15', 'pain {s}/10', 'ASA {a}', 'Mallampati {m}', 'Aldrete {al}'],
}


def score(x, kind=None):
    r = x.r
    return r.choice(SCORE_BY[kind] if kind else SCORES).format(a=r.randrange(1, 5), m=r.choice(['I', 'II', 'III', '1', '2', '3']),
                                   g=r.randrange(10, 16), c=r.choice(['1', '2a', '2b', '3']),
                                   b=r.randrange(2, 11), ap1=r.randrange(3, 10), ap5=r.randrange(6, 11),
                                   s=r.randrange(0, 6), w=r.randrange(6, 22), br=r.randrange(12, 23), al=r.randrange(8, 11))


ICD = {
    'surg': [('K35.80', 'acute appendicitis'), ('K40.90', 'inguinal hernia'), ('K80.20', 'cholelithiasis'),
             ('K56.60', 'bowel obstruction'), ('T81.4', 'wound infection'), ('L02.21', 'abscess of abdominal wall'),
             ('K21.9', 'GORD'), ('Q40.0', 'pyloric stenosis'), ('K61.0', 'perianal abscess'), ('N83.20', 'ovarian cyst')],
    'obs': [('O80', 'single spontaneous delivery'), ('O82.0', 'caesarean section'), ('O72.1', 'postpartum haemorrhage'),
            ('O14.1', 'severe pre-eclampsia'), ('O24.4', 'gestational diabetes'), ('O36.5', 'fetal growth restriction'),
            ('O42.0', 'premature rupture of membranes'), ('O70.1', 'second-degree tear'), ('O64.1', 'breech presentation'),
            ('O34.21', 'previous caesarean scar'), ('O99.0', 'anaemia in pregnancy'), ('O48.0', 'post-term pregnancy')],
    'neo': [('P07.3', 'preterm newborn'), ('P22.0', 'respiratory distress syndrome'), ('P59.9', 'neonatal jaundice'),
            ('P36.9', 'neonatal sepsis'), ('P70.4', 'neonatal hypoglycaemia'), ('Z38.0', 'singleton born in hospital'),
            ('P21.0', 'birth asphyxia'), ('P05.1', 'small for gestational age')],
    'paed': [('R62.51', 'failure to thrive'), ('J45.9', 'asthma'), ('L20.9', 'atopic dermatitis'), ('K59.0', 'constipation'),
             ('Z23', 'encounter for immunisation'), ('E55.9', 'vitamin D deficiency'), ('Q21.1', 'atrial septal defect'),
             ('N39.0', 'urinary tract infection'), ('F84.0', 'autism spectrum disorder'), ('E66.9', 'obesity')],
}


def icd(x, kind):
    code, desc = x.r.choice(ICD[kind])
    return f'{desc} ({code})' if x.p(0.5) else f'ICD-10 {code} {desc}'


def anaes_table(x, start, n=None):
    """Vitals table rows, five-minute spacing, clock times are not PHI."""
    r = x.r
    n = n or r.randrange(5, 11)
    sep = x.ch([' | ', '\t', '  '])
    head = sep.join(['Time', 'HR', 'NIBP', 'SpO2', 'EtCO2', 'RR', 'MAC'])
    rows = [head]
    t = start
    for _ in range(n):
        rows.append(sep.join([t, str(r.randrange(55, 115)), f'{r.randrange(85, 150)}/{r.randrange(45, 90)}',
                              str(r.randrange(94, 101)), f'{r.uniform(3.9, 5.6):.1f}', str(r.randrange(10, 18)),
                              f'{r.uniform(0.7, 1.2):.1f}']))
        t = add_min(t, r.choice([5, 5, 5, 10, 15]))
    return '\n'.join(rows)


def drug_table(x, start, n=None):
    r = x.r
    n = n or r.randrange(5, 10)
    out = ['Time   Drug   Dose   Route']
    t = start
    for name, unit, rng in r.sample(ANAES_DRUGS, n):
        if rng is None:
            dose = f'{r.uniform(0.05, 0.25):.2f}'
        elif rng[1] - rng[0] < 4 and unit in ('g', 'mg', '%'):
            dose = f'{r.uniform(rng[0], rng[1]):.1f}'
        else:
            dose = str(r.randrange(*rng))
        route = 'inh' if unit == '%' else ('IT' if 'heavy' in name else ('epidural' if 'ropi' in name else 'IV'))
        out.append(f'{t}   {name}   {dose} {unit}   {route}')
        t = add_min(t, r.randrange(2, 18))
    return '\n'.join(out)


def growth_at(x, m):
    """Plausible weight (kg), length (cm), OFC (cm) at m months, with a little noise."""
    r = x.r
    if m <= 4:
        w, ln = 3.4 + 0.75 * m, 50 + 3.5 * m
    elif m <= 12:
        w, ln = 6.4 + 0.45 * (m - 4), 64 + 1.5 * (m - 4)
    elif m <= 36:
        w, ln = 10 + 0.2 * (m - 12), 76 + 0.9 * (m - 12)
    else:
        w, ln = 14.8 + 0.17 * (m - 36), 97.6 + 0.55 * (m - 36)
    hc = 35 + min(m, 12) * 0.9 + max(0, min(m, 36) - 12) * 0.12
    f = r.uniform(0.85, 1.15)
    cent = r.choice(['0.4th', '2nd', '9th', '25th', '50th', '75th', '91st', '98th'])
    return round(w * f, 2), round(ln * r.uniform(0.96, 1.04), 1), round(hc * r.uniform(0.97, 1.03), 1), cent


SCHED = {
    'UK': [(0, 'BCG (if eligible)'), (8, '6-in-1, MenB, rotavirus'), (12, '6-in-1, PCV, rotavirus'), (16, '6-in-1, MenB'),
           (52, 'Hib/MenC, MMR, PCV, MenB'), (170, 'DTaP/IPV, MMR')],
    'US': [(0, 'HepB'), (8, 'DTaP, Hib, IPV, PCV15, RV, HepB'), (17, 'DTaP, Hib, IPV, PCV15, RV'), (26, 'DTaP, Hib, PCV15, RV, HepB'),
           (52, 'MMR, varicella, HepA'), (65, 'DTaP, Hib, PCV15'), (210, 'DTaP, IPV, MMR, varicella')],
    'AU': [(0, 'hepatitis B'), (6, 'DTPa-hepB-IPV-Hib, 13vPCV, rotavirus'), (17, 'DTPa-hepB-IPV-Hib, 13vPCV, rotavirus'),
           (26, 'DTPa-hepB-IPV-Hib'), (52, 'MenACWY, MMR, 13vPCV'), (78, 'DTPa, Hib, MMRV'), (210, 'DTPa-IPV')],
    'IN': [(0, 'BCG, OPV-0, Hep B birth dose'), (6, 'Pentavalent-1, OPV-1, Rotavirus-1, fIPV-1, PCV-1'),
           (10, 'Pentavalent-2, OPV-2, Rotavirus-2'), (14, 'Pentavalent-3, OPV-3, Rotavirus-3, fIPV-2, PCV-2'),
           (39, 'MR-1, JE-1, PCV booster, Vitamin A'), (70, 'MR-2, DPT booster-1, OPV booster'), (240, 'DPT booster-2')],
    'NG': [(0, 'BCG, OPV0, HBV birth dose'), (6, 'Penta 1, PCV 1, OPV1, Rota 1, IPV'), (10, 'Penta 2, PCV 2, OPV2, Rota 2'),
           (14, 'Penta 3, PCV 3, OPV3, IPV'), (39, 'Measles 1, Yellow fever, Vitamin A'), (65, 'Measles 2, MenA')],
}
VACCINES = {
    'UK': ['6-in-1 (DTaP/IPV/Hib/HepB)', 'rotavirus', 'MenB', 'PCV', 'Hib/MenC', 'MMR', 'DTaP/IPV pre-school booster', 'BCG'],
    'US': ['HepB', 'DTaP', 'Hib', 'IPV', 'PCV15', 'RV', 'MMR', 'varicella', 'HepA', 'influenza (IIV4)'],
    'AU': ['hepatitis B', 'DTPa-hepB-IPV-Hib', 'pneumococcal (13vPCV)', 'rotavirus', 'MenACWY', 'MMR', 'MMRV', 'Hib'],
    'IN': ['BCG', 'OPV-0', 'Hep B birth dose', 'Pentavalent-1', 'fIPV', 'Rotavirus', 'PCV', 'MR-1', 'JE', 'DPT booster', 'Vitamin A'],
    'NG': ['BCG', 'OPV0', 'HBV birth dose', 'Penta 1', 'PCV 1', 'IPV', 'Rota 1', 'Measles 1', 'Yellow fever', 'MenA', 'Vitamin A'],
}


EPO_BY = {'obs': ['McRoberts manoeuvre and suprapubic pressure discussed for the next delivery', 'Bishop score to be repeated in 6 h',
                   'Bakri balloon available on the PPH trolley', 'Foley catheter removed at 06:00', 'Pfannenstiel wound clean and dry',
                   'Kiwi ventouse was used in the last pregnancy', 'HELLP syndrome screen negative'],
          'surg': ['Foley catheter out at 06:00', 'Redivac drain output 40 mL', 'Jackson-Pratt drain removed', "Murphy's sign negative",
                   "Rovsing's sign negative", 'Montgomery straps in use', 'Steri-Strips intact'],
          'neo': ['Guthrie card taken on day 5', 'Moro reflex symmetrical', 'Ortolani and Barlow tests negative', 'No features of Down syndrome',
                  'Hirschsprung disease considered; rectal biopsy if no stool by 48 h', 'No Erb palsy'],
          'paed': ['Ortolani and Barlow tests negative', 'Kawasaki disease considered and excluded', 'Perthes disease excluded on X-ray',
                   "Wood's lamp examination normal", "Meckel's diverticulum considered"]}


def nameword(x, kind='any'):
    s = x.ch(NAMEWORDS[kind] if kind == 'path' else NAMEWORDS['any'] + NAMEWORDS.get(kind, []) * 2)
    return s[0].upper() + s[1:] + '.'


def extras(x, kind, n=None):
    """A few negative-rich sentences: name-like ordinary words, scores, ICD-10 codes, times, drugs."""
    r = x.r
    out = [nameword(x, kind)]
    if x.p(0.8):
        out.append(f'{score(x, kind)}; {score(x, kind)}.')
    if x.p(0.7):
        lab = {'obs': 'Past obstetric history', 'neo': 'Problem list', 'paed': 'Past history', 'surg': 'Past history'}[kind]
        out.append(f'{lab}: {icd(x, kind)}.')
    if x.p(0.7):
        pool = {'obs': OB_DRUGS, 'neo': NEO_DRUGS, 'paed': PAED_DRUGS, 'surg': SURG_DRUGS}[kind]
        out.append(f'Drug chart: {r.choice(pool)} at {clock(x, 0, 24)}; {r.choice(pool)} at {clock(x, 0, 24)}.')
    if x.p(0.5):
        out.append(r.choice(EPO_BY[kind]) + '.' if x.p(.5)
                   else f'Obs at {clock(x, 0, 12)} and {clock(x, 12, 24)} stable.')
    if kind in ('obs', 'neo') and x.p(0.7):
        out.append(f'Gestation at {r.choice(["booking", "delivery", "last scan"]) if kind == "obs" else "birth"}: '
                   f'{gest(x, 8 if kind == "obs" else 23, 42)} weeks.')
    return ' '.join(out)
