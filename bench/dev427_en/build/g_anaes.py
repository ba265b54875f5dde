"""Genre: anaesthetic record (form-style, with drug chart and equipment)."""
import ids
from blocks import sticker, ehr_footer
from cond_text import proc, us, sp
from common import ipaddr

CONDS = ['inguinal_hernia'] * 4 + ['undescended_testis'] * 3 + ['appendicitis'] * 3 + [
    'pyloric_stenosis'] * 3 + ['umbilical_hernia', 'hydrocele', 'perforated', 'intussusception',
                               'incarcerated_hernia', 'malrotation']


def t(h, m):
    return '%02d:%02d' % (h + m // 60, m % 60)


def make(rng, c, d):
    am = us(c)
    wt = c.weight()
    yrs = c.age_days / 365.0
    ht = int(77 + 6 * (yrs - 1)) if yrs >= 1 else int(50 + c.age_days / 14)
    d.f('{}\n', sp(c, rng.choice(['ANAESTHETIC RECORD', 'Anaesthetic Chart', 'PAEDIATRIC '
                                  'ANAESTHETIC RECORD']), rng.choice(['ANESTHESIA RECORD',
                                                                      'Anesthesia Record'])))
    if rng.random() < 0.5:
        d.f('{HOSP} - {}\n', c.hosp, sp(c, 'Theatres', 'Perioperative Services'))
    sticker(d, c, c.op)
    list_type = 'CEPOD' if c.cond in ('appendicitis', 'perforated', 'intussusception',
                                      'incarcerated_hernia', 'malrotation') else 'Elective day case'
    d.f('\nDate: {DATE}   {}: {LOC}   List: {}\n', c.D(c.op), sp(c, 'Theatre', 'OR'),
        str(rng.randrange(1, 14)), list_type)
    d.f('{}: {} ({} {LIC})\n', sp(c, 'Anaesthetist', 'Anesthesiologist'), c.sig(c.anaes),
        c.anaes.lic[0], c.anaes.lic[1])
    if rng.random() < 0.6:
        d.f('Trainee/CRNA: {}   ' if am else 'Trainee: {}   ', c.sig(c.atr))
    d.f('{}: {DOC}\n', c.odp.role, c.odp.full())
    d.f('Surgeon: {}   Procedure: {}\n\n', c.sig(c.cons, 'last'), proc(c))
    d.f('PRE-OP ASSESSMENT\n')
    asa = rng.choice(['1', '1', '2', '2', '3']) + ('E' if list_type == 'CEPOD' else '')
    d.f('Wt {} kg   Ht {} cm   ASA {}\n', wt, ht, asa)
    fh = rng.randrange(1, 6)
    d.f('Fasting: solids {}, {} {}, clear fluids {} ({})\n', t(fh, rng.randrange(60)),
        rng.choice(['formula', 'breast milk']) if yrs < 1 else 'milk', t(fh + 1, rng.randrange(60)),
        t(6, rng.randrange(30, 110)), rng.choice(['APA 2022 "sip til send"', 'ASA guideline',
                                                 '1 h clear fluids policy']))
    d.f('Airway: Mallampati {}, mouth opening good, {}\n', rng.choice(['1', '1', '2', 'N/A']),
        'no dentition' if yrs < 0.5 else rng.choice(['no loose teeth',
                                                     'wobbly lower incisor (parents aware)']))
    d.f('Hx: {}. Previous GA: {}. FH of anaesthetic problems: {}.\n', rng.choice([
        'Well child', 'URTI 3 weeks ago, now resolved', 'Mild asthma, well controlled',
        'Ex-prem 30/40, no apnoeas since discharge' if yrs < 1 else 'Well, thriving',
        'Snoring, no OSA features' if yrs > 2 else 'Reflux, on Gaviscon']),
        rng.choice(['nil', 'grommets, uneventful', 'MRI under GA, PONV']),
        rng.choice(['nil', 'none known', 'suxamethonium apnoea in uncle - not tested']))
    d.f('Premed: {}\n', rng.choice(['EMLA both hands 60 min pre-op', 'Ametop to dorsum of both '
                                    'hands', 'Midazolam 0.5 mg/kg PO (max 20 mg)', 'Nil',
                                    'Clonidine 4 mcg/kg PO']))
    d.f('Discussed with {} ({FAM}): sore throat, PONV, emergence agitation, dental damage, '
        'awareness (rare), {}. Questions answered.\n\n', c.rel, c.F(c.parent, 'first'),
        rng.choice(['caudal: leg weakness, urinary retention', 'cannula in foot if needed',
                    'possible admission for apnoea monitoring' if yrs < 1 else
                    'nerve block numbness']))
    h0 = rng.randrange(8, 16)
    m0 = rng.randrange(0, 50)
    d.f('INDUCTION {}: {}\n', t(h0, m0), rng.choice([
        'Gas induction sevoflurane 8% in O2/N2O, parent present', 'IV induction via 22G L '
        'hand cannula', 'RSI: propofol, rocuronium 1 mg/kg, cricoid not applied', 'Gas '
        'induction, IV 24G R foot']))
    airway = rng.choice(['i-gel size %s' % ('1.5' if wt < 10 else '2' if wt < 25 else '2.5'),
                         'LMA Classic size 2', 'ETT %s cuffed (Microcuff), oral, %d cm at '
                         'lips, grade 1 view Macintosh 2' % ('3.5' if wt < 10 else '5.0',
                                                             rng.randrange(10, 16)),
                         'ETT 3.0 uncuffed, Miller 1, grade 2 (Cormack-Lehane)' if wt < 5 else
                         'ETT 5.5 cuffed, Macintosh 3, grade 1 (Cormack-Lehane)'])
    d.f('Airway: {}. Ventilation: {}.\n', airway, rng.choice(['SV', 'PCV 14/5 RR 22',
                                                             'PCV-VG 8 ml/kg']))
    d.f('Maintenance: sevoflurane in O2/air, MAC {}\n', rng.choice(['0.8', '1.0', '1.1']))
    if rng.random() < 0.6:
        d.f('Regional: {} ({} ml), 22G cannula, aseptic, neg aspiration, {}.\n', rng.choice([
            'caudal 0.25% levobupivacaine 1 ml/kg', 'caudal 0.25% bupivacaine 0.75 ml/kg + '
            'clonidine 1 mcg/kg', 'bilateral TAP 0.25% levobupivacaine', 'ilioinguinal block '
            '0.25% levobupivacaine 0.5 ml/kg']), '%.1f' % min(wt * 0.8, 20), rng.choice(['no complications',
                                                                          'single pass']))
    d.f('\nDRUGS\nTime   Drug                 Dose\n')
    drugs = [('propofol', '%d mg' % round(wt * 3)), ('fentanyl', '%d mcg' % round(wt * 1)),
             ('dexamethasone', '%.1f mg' % min(wt * 0.15, 6.6)),
             ('ondansetron', '%.1f mg' % min(wt * 0.1, 4)),
             (sp(c, 'paracetamol IV', 'acetaminophen IV'), '%d mg' % min(round(wt * 15), 1000)),
             ('co-amoxiclav' if not am else 'cefazolin', '%d mg' % min(round(wt * 30), 1200))]
    if c.cond in ('pyloric_stenosis',):
        drugs = [('atropine', '%d mcg' % round(wt * 20)), ('propofol', '%d mg' % round(wt * 3)),
                 ('rocuronium', '%.1f mg' % wt), ('paracetamol IV', '%d mg' % round(wt * 7.5)),
                 ('sugammadex', '%d mg' % round(wt * 2))]
    mm = m0
    for name, dose in drugs:
        if rng.random() < 0.85:
            d.f('{}  {:<20} {}\n'.replace('{:<20}', '{}'), t(h0, mm), name.ljust(20), dose)
        mm += rng.randrange(2, 9)
    d.f('Fluids: {} {} ml\n', rng.choice(['Plasma-Lyte 148', "Hartmann's", '0.9% NaCl',
                                          'LR' if am else '10% glucose + 0.45% NaCl']),
        rng.randrange(50, 400, 10))
    d.f('Monitoring: ECG, SpO2, NIBP q5min, EtCO2, temp ({}), {}\n',
        rng.choice(['nasopharyngeal', 'axillary', 'oesophageal']),
        rng.choice(['BIS not used', 'Masimo SET', 'Nellcor probe R toe']))
    d.f('\nOBS   HR   BP      SpO2  EtCO2\n')
    for k in range(rng.randrange(3, 6)):
        d.f('{}  {}  {}/{}  {}    {}\n', t(h0, m0 + 5 * k), rng.randrange(95, 150) if yrs < 5
            else rng.randrange(70, 115), rng.randrange(70, 90) if yrs < 2 else
            rng.randrange(88, 116), rng.randrange(38, 62), rng.randrange(97, 101),
            rng.randrange(4, 6))
    d.f('\nEQUIPMENT\n')
    d.f('Anaesthetic machine {} asset {DEV}; Bair Hugger 3M SN {DEV}; {} pump SN {DEV}\n'
        if not am else 'Anesthesia machine {} asset {DEV}; Bair Hugger SN {DEV}; {} pump SN '
        '{DEV}\n', rng.choice(['Dräger Perseus A500', 'GE Aisys CS2', 'Dräger Primus']),
        'BME-' + ids.digits(rng, 5), ids.serial(rng), rng.choice(['Alaris GP', 'B. Braun '
                                                                 'Perfusor', 'CADD-Solis']),
        ids.serial(rng))
    d.f('CD check: fentanyl drawn up by {} witnessed by {DOC}; {} access fingerprint ID {BIO}\n',
        c.sig(c.anaes, 'last'), c.odp.full(), rng.choice(['Omnicell', 'CD cabinet',
                                                          'Pyxis MedStation']), ids.bioid(rng))
    rm = m0 + rng.randrange(30, 110)
    d.f('\nRECOVERY: handed to {DOC} {} in {} bay {LOC} at {}. Aldrete {}. {} {}. PONV: {}.\n',
        c.rn.full(), 'RN', sp(c, 'recovery', 'PACU'), str(rng.randrange(1, 12)), t(h0, rm),
        rng.choice(['9', '10', '8']), rng.choice(['FLACC', 'Wong-Baker FACES', 'FLACC']),
        rng.randrange(0, 5), rng.choice(['nil', 'nil', 'vomit x1, ondansetron given']))
    d.f('Post-op plan: {}. {}.\n', rng.choice([
        'Oral analgesia per chart, home when criteria met', 'Apnoea monitoring overnight '
        '(ex-prem <60 weeks PMA)' if yrs < 1 else 'Home when eating and drinking',
        'NCA morphine 20 mcg/kg/h background' if yrs < 5 else 'PCA morphine 20 mcg/kg bolus',
        'Simple analgesia, free fluids']), rng.choice(['Oxygen to keep SpO2 >94%', 'IV fluids until drinking',
                                     'Can eat and drink when awake']))
    d.f('\n{} {} {}  Pager/bleep {PH}\n', 'Signed:', c.sig(c.anaes, 'full'), '',
        c.anaes.bleep)
    if rng.random() < 0.6:
        ehr_footer(d, c, c.anaes, c.op)
    else:
        d.f('Record closed by {USR} at workstation {IP}\n', c.anaes.user, ipaddr(rng))
