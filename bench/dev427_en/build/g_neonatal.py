"""Genre (author's choice): neonatal surgical transfer and admission handover."""
import ids
from case import draw_person
from cond_text import dx, neon, us, sp
from common import add_days, digits, ipaddr, an

CONDS = ['gastroschisis'] * 3 + ['oa_tof'] * 3 + ['malrotation'] * 3 + [
    'duodenal_atresia'] * 2 + ['hirschsprung'] * 2 + ['arm'] * 2 + ['nec'] * 3
TEAMS = {'UK': ['Pennine Neonatal Transport Service', 'Severn Valley CoNeT',
                'Northern Cots Retrieval'],
         'IE': ['Drumcarra Neonatal Retrieval Team', 'Western Cots Team'],
         'US': ['Lakeshore Kids Transport', 'Prairie Crest LifeFlight Neonatal'],
         'AU': ['Coral Coast Newborn Retrieval', 'Banksia Neonatal Emergency Transport'],
         'CA': ['Northern Lights Neonatal Transport', 'Maple Critical Care Transport']}
HOUSES = ['Acorn Family House', 'Lighthouse Parents Lodge', 'Kestrel Family Rooms',
          'Harbour House parent accommodation']


def make(rng, c, d):
    am = us(c)
    born = c.dob
    dol = c.age_days + 1
    day = c.adm
    ga = '%d+%d' % (rng.randrange(33, 41), rng.randrange(0, 7))
    c._ga = ga
    c._bw = '%.2f' % (1.7 + rng.random() * 1.9)
    d.f('{}\n', rng.choice(['NEONATAL SURGICAL TRANSFER - HANDOVER', 'Neonatal Surgical '
                            'Admission', sp(c, 'NEONATAL TRANSPORT RECORD / SURGICAL ADMISSION',
                                            'NEONATAL TRANSPORT RECORD / SURGICAL ADMISSION')]))
    d.f('Transport team: {ORG}   Job no: {IDN}\n', rng.choice(TEAMS[c.country]),
        ids.letters(rng, 2) + digits(rng, 6))
    d.f('Referring unit: {HOSP}   Receiving: {HOSP}, {HOSP} cot {LOC}\n\n', c.hosp2, c.hosp,
        c.nnu, str(rng.randrange(1, 20)))
    v = rng.randrange(3)
    if v == 0:
        d.f('Baby: Baby {PAT}   ', c.child.last.upper() if rng.random() < 0.5 else c.child.last)
    elif v == 1:
        d.f('Baby: Baby of {FAM}   ', c.F(c.mother, 'full'))
    else:
        d.f('Baby: {} {PAT} (named {PAT})   ', 'BOY' if c.sex == 'M' else 'GIRL',
            c.child.last.upper(), c.child.first)
    d.f('Sex: {}   MRN: {MRN}', c.sexw('MF'), c.mrn)
    if c.nat:
        d.f('   {}: {MRN}', c.nat[0], c.nat[1])
    d.f('\nDOB: {DATE} at {}   GA at birth {}   BW {} kg   ', c.D(born), '%02d:%02d' % (
        rng.randrange(24), rng.randrange(60)), ga, c._bw)
    d.f('Day {AGE} of life\n', str(dol))
    mage = str(rng.randrange(17, 43))
    grav = rng.randrange(1, 5)
    d.f('Mother: {FAM}, {AGE} y, G{}P{}, {} {MRN}, blood group {}, GBS {}, {}\n',
        c.F(c.mother), mage, grav, rng.randrange(1, grav + 1),
        sp(c, 'hosp no', 'MRN'), ids.mrn(rng, c.country), rng.choice(['O pos', 'A pos',
                                                                     'B neg', 'O neg']),
        rng.choice(['neg', 'unknown', 'pos - IAP given']), rng.choice([
            'PROM 20 h', 'no risk factors for sepsis', 'antenatal steroids x2',
            'maternal pyrexia 38.2']))
    d.f('Father: {FAM} (mob {PH}); works as {} {PROF}\n', c.F(c.father), c.dad_ph,
        an(c.dad_prof), c.dad_prof)
    d.f('Home: {}\n\n', c.addr())
    d.f('DIAGNOSIS: {}\n\nHISTORY: ', dx(c))
    neon(d, c)
    if c.cond in ('gastroschisis', 'duodenal_atresia', 'oa_tof') and rng.random() < 0.7:
        d.f('Antenatal care at {HOSP}; fetal medicine {}. ', c.hosp2, c.sig(c.anaes, 'last'))
    d.f('\n\nON HANDOVER\n')
    d.f('Resp: {}\n', rng.choice(['SIMV PIP 20 PEEP 5 rate 40 FiO2 0.30 (Babylog VN500)',
                                  'CPAP 6 FiO2 0.21', 'Self-ventilating in air',
                                  'HFOV MAP 12 amplitude 28 FiO2 0.45', 'Nasal high flow 6 L']))
    sbp, dbp = rng.randrange(45, 70), rng.randrange(25, 42)
    d.f('CVS: HR {} BP {}/{} (mean {}) CRT {}s lactate {}\n', rng.randrange(125, 175),
        sbp, dbp, dbp + (sbp - dbp) // 3,
        rng.choice(['2', '3']), '%.1f' % rng.uniform(0.9, 4.2))
    d.f('Fluids: 10% glucose {} ml/kg/day via {}; BM {}\n', rng.choice(['60', '90', '120']),
        rng.choice(['UVC 3.5 Fr at 9 cm (T9 on CXR)', 'PIV L hand', 'UVC + PIV']),
        '%.1f' % rng.uniform(2.8, 6.5))
    if c.cond == 'oa_tof':
        d.f('Replogle 10 Fr on continuous low suction, flushed 0.5 ml saline every 15 min.\n')
    elif c.cond == 'gastroschisis':
        d.f('Bowel in silo bag, supported, baby right side down; NGT 8 Fr free drainage.\n')
    else:
        d.f('NGT 8 Fr on free drainage, {} ml bile-stained aspirate.\n', rng.randrange(5, 40))
    d.f('Drugs: benzylpenicillin + gentamicin{}; vitamin K {}.\n', rng.choice([
        '', ' + metronidazole', '']), rng.choice(['IM given', 'given at birth', 'consented, given']))
    d.f('Bloods: Hb {} CRP {} Plt {}; blood culture sent; G&S and {} sent with baby.\n',
        rng.randrange(130, 200), rng.choice(['<1', '4', '18', '62']), rng.randrange(90, 380),
        sp(c, "mother's sample", "maternal sample"))
    h0, m0 = rng.randrange(6, 20), rng.randrange(60)
    dur = rng.randrange(50, 220)

    def tm(k):
        return '%02d:%02d' % ((h0 + (m0 + k) // 60) % 24, (m0 + k) % 60)
    d.f('\nTRANSPORT\nDeparted {} {}, arrived {}. Road ambulance reg {VEH}. ',
        'referring unit', tm(0), tm(dur), ids.plate(rng, c.country))
    d.f('Incubator {} SN {DEV}, ventilator SN {DEV}. Events: {}.\n', rng.choice([
        'Dräger Babylog transport', 'IWS transport incubator', 'Giraffe Shuttle']),
        ids.serial(rng), ids.serial(rng), rng.choice(['nil', 'brief desaturation to 82% on '
                                                      'loading, recovered', 'nil; temp 36.8 '
                                                      'on arrival']))
    team = [c.reg, c.rn2]
    d.f('Team: {} ({}), {DOC} (transport nurse), driver {DOC}\n', c.sig(c.reg, 'full'),
        sp(c, 'neonatal registrar', 'neonatology fellow'), c.rn2.full(),
        draw_person(rng, c.country, 'M').full())
    d.f('ID: 2 name bands checked; footprint record {BIO}; security tag SN {DEV}.\n',
        ids.bioid(rng), ids.serial(rng))
    d.f('\nPARENTS\n{} {}. ', sp(c, 'Mum', 'Mom'), rng.choice([
        'still inpatient on postnatal ward at referring hospital', 'travelling with dad',
        'discharged, coming tomorrow']))
    d.f('{} staying at {ORG} tonight. ', 'Dad' if rng.random() < 0.6 else 'Both parents',
        rng.choice(HOUSES))
    if rng.random() < 0.6:
        d.f('Surgical consent to be taken from dad {FAM} ({PH}).\n', c.F(c.father, 'first'),
            c.dad_ph)
    else:
        d.f('Surgical consent to be taken from {} {FAM} ({PH}).\n', sp(c, 'mum', 'mom'),
            c.F(c.mother, 'first'), c.mum_ph)
    d.f('\nHandover received by {DOC} ({}) and {} ({}) at {} on {DATE}.\n', c.rn.full(),
        sp(c, 'NICU nurse', 'NICU RN'), c.sig(c.jr, 'full'), sp(c, 'surgical SHO',
                                                                 'surgery resident'),
        tm(dur + rng.randrange(5, 25)), c.D(day))
    d.f('Plan: surgical review by {} on arrival; {}.\n', c.sig(c.cons, 'last'), {
        'gastroschisis': 'silo reduction daily at cot side', 'oa_tof': 'bronchoscopy and '
        'repair in the morning; echo for right arch', 'malrotation': 'upper GI contrast now, '
        'proceed to theatre tonight if volvulus', 'duodenal_atresia': 'echo + renal US, '
        'theatre on next list', 'hirschsprung': 'rectal suction biopsy tomorrow, washouts BD',
        'arm': 'colostomy on next list; renal US, spinal US, echo (VACTERL screen)',
        'nec': 'NBM, triple antibiotics, serial AXR 6-hourly; laparotomy if deteriorates'}
        [c.cond])
    if rng.random() < 0.5:
        d.f('Cot-side terminal {IP}; observations uploaded by {USR}.\n', ipaddr(rng),
            c.rn.user)
