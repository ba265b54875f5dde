"""Clinical (non-PHI) pools: vitals, lab panels, drugs with sigs, hard negatives."""


def weight_kg(rng, age_days):
    if age_days < 30:
        w = 2.6 + rng.random() * 1.3
    elif age_days < 365:
        w = 3.4 + age_days / 30.4 * 0.55 + rng.uniform(-0.5, 0.6)
    elif age_days < 6 * 365:
        w = (age_days / 365.0 + 4) * 2 + rng.uniform(-2, 2.5)
    else:
        w = 3 * age_days / 365.0 + 7 + rng.uniform(-3, 5)
    return round(w, 2 if w < 10 else 1)


def _r(rng, lo, hi, nd=0):
    v = rng.uniform(lo, hi)
    return ('%.' + str(nd) + 'f') % v


def vitals(rng, age_days, sick=False):
    """Return a list of (label, value) tuples for observations."""
    inf = age_days < 365
    hr = rng.randrange(125, 175) if inf else rng.randrange(80, 125)
    rr = rng.randrange(30, 52) if inf else rng.randrange(16, 28)
    if sick:
        hr += rng.randrange(10, 35)
        rr += rng.randrange(2, 8)
    t = rng.uniform(37.9, 39.2) if sick and rng.random() < 0.7 else rng.uniform(36.4, 37.5)
    bp = '%d/%d' % (rng.randrange(70, 90) if inf else rng.randrange(92, 122),
                    rng.randrange(40, 55) if inf else rng.randrange(52, 76))
    out = [('HR', '%d' % hr), ('RR', '%d' % rr), ('SpO2', '%d%% RA' % rng.randrange(95, 101)),
           ('T', '%.1f' % t), ('BP', bp), ('CRT', rng.choice(['<2s', '2s', '<2 sec', '3s']))]
    return out


def vitals_line(rng, age_days, sick=False, sep='  '):
    return sep.join('%s %s' % kv for kv in vitals(rng, age_days, sick))


def pews(rng, sick):
    return rng.randrange(2, 5) if sick else rng.randrange(0, 2)


def fbc(rng, sick, age_days):
    wcc = _r(rng, 13.5, 24.5, 1) if sick else _r(rng, 5.5, 11.0, 1)
    neut = _r(rng, 10.2, 19.8, 1) if sick else _r(rng, 2.0, 6.5, 1)
    hb = rng.randrange(98, 128) if age_days < 365 else rng.randrange(112, 142)
    rows = [('Hb', str(hb), 'g/L', '105-140' if age_days < 365 else '115-155'),
            ('WCC', wcc, 'x10^9/L', '5.0-15.0' if age_days < 2000 else '4.5-13.5'),
            ('Neut', neut, 'x10^9/L', '1.5-8.5'),
            ('Lymph', _r(rng, 0.8, 4.5, 1), 'x10^9/L', '1.5-7.0'),
            ('Plt', str(rng.randrange(190, 520)), 'x10^9/L', '150-450')]
    return rows


def crp(rng, sick):
    v = rng.randrange(38, 240) if sick else rng.choice(['<4', '6', '9', '<5', '12'])
    return [('CRP', str(v), 'mg/L', '<5')]


def ue(rng, dehydrated=False):
    return [('Na', str(rng.randrange(130, 137) if dehydrated else rng.randrange(135, 143)),
             'mmol/L', '133-146'),
            ('K', _r(rng, 2.9, 3.5, 1) if dehydrated else _r(rng, 3.6, 5.0, 1), 'mmol/L',
             '3.5-5.5'),
            ('Urea', _r(rng, 4.5, 8.9, 1) if dehydrated else _r(rng, 2.1, 5.6, 1), 'mmol/L',
             '2.5-6.5'),
            ('Creat', str(rng.randrange(18, 55)), 'umol/L', '15-60')]


def vbg_pyloric(rng, severe):
    if severe:
        ph, pco2, hco3, be, cl = (_r(rng, 7.49, 7.58, 2), _r(rng, 5.9, 7.4, 1),
                                  _r(rng, 31, 38, 1), '+' + _r(rng, 7, 13, 0),
                                  str(rng.randrange(82, 94)))
    else:
        ph, pco2, hco3, be, cl = (_r(rng, 7.38, 7.45, 2), _r(rng, 4.6, 5.6, 1),
                                  _r(rng, 22, 26.5, 1), _r(rng, -2, 2, 0),
                                  str(rng.randrange(98, 106)))
    return [('pH', ph, '', '7.35-7.45'), ('pCO2', pco2, 'kPa', '4.5-6.0'),
            ('HCO3', hco3, 'mmol/L', '22-28'), ('BE', be, 'mmol/L', '-2 to +2'),
            ('Cl', cl, 'mmol/L', '98-107'), ('Lactate', _r(rng, 0.6, 1.9, 1), 'mmol/L',
                                             '<2.0'),
            ('Glucose', _r(rng, 3.8, 6.2, 1), 'mmol/L', '3.5-7.0')]


def lab_table(rng, rows, style=0):
    out = []
    for name, val, unit, rng_ in rows:
        if style == 0:
            out.append('%-8s %-7s %-9s (%s)' % (name, val, unit, rng_))
        elif style == 1:
            out.append('%s %s' % (name, val))
        else:
            out.append('%s: %s %s [%s]' % (name, val, unit, rng_))
    if style == 1:
        return ', '.join(out)
    return '\n'.join(out)


def urine_dip(rng, uti=False):
    return 'Urine dip: leuc %s, nitrite %s, blood %s, ketones %s, protein neg' % (
        rng.choice(['neg', 'trace', '+']) if not uti else '++', 'neg' if not uti else 'pos',
        rng.choice(['neg', 'trace']), rng.choice(['neg', '+', '++', '+++']))


# ---- drugs and sigs -----------------------------------------------------------
def analgesia(rng, country, wt, post_op=True):
    us = country in ('US', 'CA')
    para = min(round(wt * 15), 1000)
    ibu = min(round(wt * 10), 400)
    morph = round(wt * 0.15, 2)
    lines = []
    if us:
        lines.append('Acetaminophen (Tylenol) %d mg PO q6h PRN pain (15 mg/kg)' % para)
        if wt > 5:
            lines.append('Ibuprofen (Motrin) %d mg PO q6-8h PRN with food' % ibu)
        if post_op and rng.random() < 0.5 and wt > 10:
            lines.append('Oxycodone %.1f mg PO q4h PRN severe pain (0.1 mg/kg), max 5 days'
                         % round(wt * 0.1, 1))
    else:
        lines.append('Paracetamol %d mg PO/PR QDS (15 mg/kg, max 60 mg/kg/day)' % para)
        if wt > 5:
            lines.append('Ibuprofen %d mg PO TDS with food (10 mg/kg)' % ibu)
        if post_op and rng.random() < 0.5:
            lines.append('Oramorph %.2f mg PO 4-hourly PRN (150 mcg/kg)' % morph)
    return lines


def antibiotics(rng, country, wt, complicated):
    us = country in ('US', 'CA')
    if us:
        if complicated:
            return ['Piperacillin-tazobactam (Zosyn) %d mg IV q8h' % min(round(wt * 100), 4000)]
        return ['Ceftriaxone %d mg IV q24h' % min(round(wt * 50), 2000),
                'Metronidazole %d mg IV q8h' % min(round(wt * 10), 500)]
    if country == 'AU':
        return ['Ampicillin %d mg IV 6-hourly' % min(round(wt * 50), 2000),
                'Gentamicin %d mg IV daily (7 mg/kg; levels per protocol)' % min(round(wt * 7), 320),
                'Metronidazole %d mg IV 12-hourly' % min(round(wt * 15), 500)]
    if complicated:
        return ['Tazocin %d mg IV TDS (90 mg/kg)' % min(round(wt * 90), 4500)]
    return ['Co-amoxiclav %d mg IV TDS (30 mg/kg)' % min(round(wt * 30), 1200),
            rng.choice(['Metronidazole %d mg IV TDS' % min(round(wt * 7.5), 500),
                        'Gentamicin %d mg IV OD' % min(round(wt * 7), 400)])]


def maint_fluids(rng, country, wt):
    if wt <= 10:
        rate = wt * 4
    elif wt <= 20:
        rate = 40 + (wt - 10) * 2
    else:
        rate = 60 + (wt - 20)
    rate = round(rate * rng.choice([1.0, 1.0, 0.8]))
    fl = rng.choice(['0.9% NaCl + 5% glucose', 'Plasma-Lyte 148 + 5% glucose',
                     'Hartmann\'s', '0.45% NaCl + 5% glucose + 10 mmol KCl/500 ml'])
    if country in ('US', 'CA'):
        fl = rng.choice(['D5 NS + 20 mEq KCl/L', 'D5 1/2NS + 20 KCl', 'LR', 'NS bolus 20 mL/kg'])
    return '%s at %d ml/h (Holliday-Segar)' % (fl, rate) if rng.random() < 0.4 else \
        '%s @ %d ml/hr' % (fl, rate)


# ---- hard negatives (never annotated; check.py counts them) -------------------
DRUGS = ['paracetamol', 'acetaminophen', 'Tylenol', 'ibuprofen', 'Motrin', 'Nurofen',
         'Calpol', 'Oramorph', 'morphine', 'oxycodone', 'fentanyl', 'remifentanil',
         'propofol', 'sevoflurane', 'desflurane', 'atracurium', 'rocuronium',
         'sugammadex', 'neostigmine', 'glycopyrronium', 'ketamine', 'clonidine',
         'dexamethasone', 'ondansetron', 'Zofran', 'bupivacaine', 'levobupivacaine',
         'Chirocaine', 'lidocaine', 'EMLA', 'Ametop', 'co-amoxiclav', 'Augmentin',
         'metronidazole', 'Flagyl', 'gentamicin', 'cefuroxime', 'ceftriaxone',
         'Tazocin', 'Zosyn', 'piperacillin', 'ampicillin', 'vancomycin', 'omeprazole',
         'ranitidine', 'lactulose', 'Movicol', 'Dioralyte', 'Pedialyte', 'Konakion',
         'vitamin K', 'Intralipid', 'TPN', 'Hartmann\'s', 'Plasma-Lyte', 'ketorolac',
         'Toradol', 'dexmedetomidine', 'midazolam', 'atropine', 'suxamethonium',
         'chloral hydrate', 'trimethoprim', 'nystatin', 'Savlon', 'chlorhexidine',
         'Betadine', 'Dermabond', 'Steri-Strips', 'Tegaderm', 'Opsite', 'Mepore',
         'Vicryl', 'Monocryl', 'PDS', 'Prolene', 'Ethilon', 'Endoloop']
EPONYMS = ["McBurney's point", "Rovsing's sign", 'psoas sign', "Blumberg's sign",
           "Meckel's diverticulum", "Hirschsprung's disease", 'Ramstedt', "Dance's sign",
           'Fowler-Stephens', 'Prader orchidometer', "Hartmann's", 'Holliday-Segar',
           "Murphy's sign", 'Foley catheter', 'Replogle tube', 'Broviac', 'Hickman',
           'Lanz incision', 'Pfannenstiel', 'Gillick competence', 'Fraser guidelines',
           "Ladd's procedure", 'Hutchinson manoeuvre', 'Bishop-Koop', 'Santulli',
           'Swenson', 'Soave', 'Duhamel', 'Ayre\'s T-piece', 'Jackson-Rees',
           'Macintosh blade', 'Miller blade', 'Hegar dilator', 'Veress needle',
           'Hasson', 'Bell staging', 'Gross type C', "Wilms' tumour", 'Nissen',
           'Kasai', "Down syndrome", 'VACTERL', 'Denis Browne']
SCORES = ['Alvarado score', 'Paediatric Appendicitis Score', 'PAS', 'Glasgow Coma Scale',
          'GCS', 'Manchester Triage', 'PEWS', 'Brighton PEWS', 'FLACC', 'Wong-Baker FACES',
          'ASA', 'Mallampati', 'Cormack-Lehane', 'Aldrete', 'Apgar', 'Bristol stool',
          'Clavien-Dindo', 'Tanner stage', 'Edinburgh Postnatal Depression Scale',
          'Denver II', 'Ottawa', 'Lund and Browder', 'AVPU', 'CRIB II', 'SNAP-II',
          'Boston Children\'s Appendicitis Score', 'pSOFA', 'NIPS', 'COMFORT-B']
DEVICES = ['i-gel', 'LMA Classic', 'Portex', 'Microcuff', 'Glidescope', 'Bair Hugger',
           'Alaris', 'Perfusor', 'Babylog VN500', 'Giraffe OmniBed', 'Neopuff',
           'Mic-Key', 'Karl Storz', 'Olympus', 'Ethicon', 'Covidien', 'Medtronic',
           'LigaSure', 'Harmonic', 'Philips EPIQ 7', 'GE Logiq E10', 'Acuson Sequoia',
           'Canon Aplio i800', 'Vygon', 'Premicath', 'Dräger Perseus', 'Masimo',
           'Nellcor', 'BIS', 'Smiths Medical', 'Teleflex', 'Ambu AuraOnce', 'Intersurgical',
           'B. Braun', 'Baxter', 'CADD-Solis', 'Silo-bag', 'Bentec silo', 'Dräger Babylog']
ABBREVS = ['NBM', 'IVI', 'RIF', 'LIF', 'PR', 'PU', 'BO', 'POD', 'TTO', 'NKDA', 'SVD',
           'LSCS', 'NG', 'NGT', 'ETT', 'LMA', 'PICU', 'NICU', 'SCBU', 'HDU', 'ED', 'PACU',
           'ODP', 'CNS', 'ANP', 'SHO', 'SpR', 'FY1', 'PGY-2', 'CRNA', 'RMO', 'NUM',
           'PRN', 'QDS', 'TDS', 'BD', 'OD', 'q6h', 'q8h', 'stat', 'nocte', 'mcg/kg',
           'mg/kg', 'ml/kg/day', 'WCC', 'CRP', 'U&E', 'VBG', 'FBC', 'G&S', 'LFT', 'CBC',
           'BMP', 'PEWS', 'EBL', 'SpO2', 'CRT', 'BP', 'RR', 'HR', 'DH', 'FH', 'SH', 'PMH',
           'HPC', 'PC', 'O/E', 'USS', 'AXR', 'CXR', 'UDT', 'IHR', 'PIRS', 'PONV', 'PCA',
           'NCA', 'EUA', 'LA', 'GA', 'UVC', 'UAC', 'PICC', 'TPN', 'OA/TOF', 'NEC', 'ARM']
GUIDELINES = ['NICE NG143 (2019)', 'NICE CG84', 'APLS 6th edition', 'WHO Surgical Safety '
              'Checklist', 'NatSSIPs', 'ERAS', 'AAP 2019 guidance', 'RCS (2020) standards',
              'APA fasting guidance 2022', 'ESPA consensus', 'BAPS', 'APSA 2021',
              'NICE NG51 sepsis', 'SIGN 158', 'ANZCA PS15']
