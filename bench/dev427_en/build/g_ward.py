"""Genre: ward round note (post-op / conservative management)."""
import pools_clin as PC
from blocks import hhmm, ehr_footer, signature
from cond_text import dx, proc, us, sp, lc1
from common import add_days, ext

CONDS = ['appendicitis'] * 3 + ['perforated'] * 4 + ['appendix_mass'] * 2 + [
    'pyloric_stenosis'] * 2 + ['intussusception'] * 2 + ['incarcerated_hernia', 'malrotation',
                                                         'nec', 'gastroschisis', 'oa_tof']


def subjective(d, c, pod):
    r = c.rng
    k = c.cond
    if k == 'pyloric_stenosis':
        d.f('Feeds regraded per protocol, now {} ml {}-hourly. {} small vomit{} overnight. '
            '{} wet nappies.', r.choice(['60', '75', '90']), r.choice(['3', '3', '4']),
            r.choice(['One', 'Two', 'No']), r.choice(['', 's']), r.randrange(4, 8))
    elif k in ('nec', 'gastroschisis', 'oa_tof', 'malrotation'):
        d.f('{}. {}. Stoma/NGT output {} ml/kg/day.', r.choice([
            'Settled overnight on NICU', 'Stable, self-ventilating in 0.5 L LFO2',
            'Remains ventilated, weaning']), r.choice(['TPN + lipid via PICC',
                                                       'Trophic feeds 1 ml/h EBM',
                                                       'NBM, NGT on free drainage']),
            r.randrange(5, 40))
    else:
        d.f('{}. {}. {}. PU {}.', r.choice(['Comfortable overnight', 'Pain better, still sore '
                                           'on moving', 'Spiked to 38.4 at 02:00',
                                           'Slept well', 'Nauseous overnight, vomited x1']),
            r.choice(['Tolerating light diet', 'Sips only', 'Eating and drinking well',
                      'Appetite poor']), r.choice(['Passing flatus', 'BO x1', 'No BO yet',
                                                   'Loose stool x2']),
            r.choice(['yes', 'ok', 'good volumes']))
    if r.random() < 0.6:
        d.f(' {} {FAM} at bedside{}.', c.rel.capitalize(), c.F(c.parent, 'first'),
            r.choice(['', ', happy with progress', ', asking about going home',
                      ', keen to know histology']))


def make(rng, c, d):
    am = us(c)
    pod = rng.randrange(1, 5)
    day = add_days(c.op, pod)
    wt = c.weight()
    bed = str(rng.randrange(1, 30))
    if am:
        d.f('PEDIATRIC SURGERY PROGRESS NOTE\n{DATE} {}  HD#{} POD#{}\n', c.D(day),
            hhmm(rng, 6, 9), pod + 1, pod)
        d.f('{PAT}  MRN {MRN}  {HOSP} rm {LOC}\n', c.P('LF'), c.mrn, c.ward, bed)
        d.f('Team: {} (attending), {}, {}\n\n', c.sig(c.cons, 'last'), c.sig(c.reg, 'last'),
            c.sig(c.jr, 'last'))
    else:
        d.f('{} {DATE} {}\n', rng.choice(['WARD ROUND', 'Consultant WR', 'Surgical WR',
                                          'Paeds Surg WR']), c.D(day, rng.choice(['n', 'w'])),
            hhmm(rng, 7, 10))
        d.f('{HOSP}, bed {LOC}   ', c.ward, bed)
        d.f('{PAT} ({MRN})\n', c.P(rng.choice(['full', 'LF'])), c.mrn)
        d.f('WR led by {}; {}, {}, {} ({DOC})\n\n', c.sig(c.cons, 'last'), c.sig(c.reg, 'last'),
            c.sig(c.jr, 'last'), rng.choice(['nurse in charge', 'bedside nurse', 'SN']),
            c.rn.name(rng, rng.choice(['full', 'first'])))
    d.f('{} {}, POD {} {} for {}.\n', c.age('short', day), c.sexw(), pod, lc1(proc(c))
        if c.cond != 'appendix_mass' else 'day %d IV antibiotics' % (pod + 1), lc1(dx(c)))
    d.f('S: ')
    subjective(d, c, pod)
    d.f('\nO: {}  PEWS {}\n', PC.vitals_line(rng, c.age_days, rng.random() < 0.2),
        PC.pews(rng, False))
    d.f('   In {} ml / out {} ml (UO {} ml/kg/h)\n', int(wt * rng.randrange(70, 140)),
        int(wt * rng.randrange(35, 80)), '%.1f' % rng.uniform(0.8, 2.4))
    if c.cond in ('appendicitis', 'perforated', 'appendix_mass'):
        crp0 = rng.randrange(120, 260)
        d.f('   Abdo soft, {}. Port sites clean/dry.\n   CRP {} (from {}), WCC {}\n',
            rng.choice(['mild tenderness RIF' if not am else 'mild RLQ tenderness',
                        'non-distended, appropriately tender', 'guarding resolved']),
            crp0 - rng.randrange(30, 110), crp0, '%.1f' % rng.uniform(8, 16))
        d.f('   Abx: day {} - {}\n', pod + 1, '; '.join(PC.antibiotics(rng, c.country, wt,
                                                                     c.cond == 'perforated')))
    elif c.cond == 'pyloric_stenosis':
        d.f('   Abdo soft, wound clean. Wt {} kg. Gas this am: pH 7.44, Cl 101, HCO3 26.\n',
            wt)
    else:
        d.f('   Abdo soft, {}. Wound {}.\n', rng.choice(['mildly distended', 'non-distended']),
            rng.choice(['clean and dry', 'some serous ooze, redressed', 'healing']))
    d.f('A: {}\nP:\n', rng.choice(['Progressing well', 'Slow but steady', 'Ileus - resolving',
                                   'Possible collection - low threshold for USS',
                                   'Improving']))
    plans = [sp(c, 'Oral co-amoxiclav to complete 7 days total', 'Transition to PO '
                'amoxicillin-clavulanate to complete 7 days'),
             'Encourage mobilising, play specialist to see', 'Regular %s' % sp(
                 c, 'paracetamol + ibuprofen, Oramorph PRN', 'acetaminophen + ibuprofen'),
             'Repeat bloods tomorrow', 'Aim home %s if eating and afebrile 24 h' %
             rng.choice(['today', 'tomorrow', 'in 48 h']), 'Discharge summary + TTOs today',
             'USS abdomen if still spiking']
    if c.cond in ('nec', 'gastroschisis', 'oa_tof', 'malrotation'):
        plans = ['Remove PICC when full feeds', 'Dietitian review', 'Stoma nurse to teach parents'
                 if c.cond == 'nec' else 'Contrast study day 5-7', 'Continue TPN, daily U&E, '
                 'weekly LFT', 'Increase feeds by 10 ml/kg/day as tolerated',
                 'Update parents on NICU ward round']
    elif c.cond == 'pyloric_stenosis':
        plans = ['Ad lib feeds', 'Stop IV fluids when feeding well', 'Home today if 2 feeds '
                 'kept down', 'Weigh before discharge', 'CNS phone call day 2 post discharge']
    rng.shuffle(plans)
    for p in plans[:rng.randrange(3, 6)]:
        d.f('- {}\n', p)
    d.f('\n')
    if rng.random() < 0.5:
        signature(d, c, c.jr, lic=rng.random() < 0.3)
    else:
        d.f('{} ({}) bleep {PH}\n', c.sig(c.jr, 'full'), c.jr.role, c.jr.bleep)
    if rng.random() < 0.45:
        d.f('\nAddendum {}: {} {FAM} updated by phone on {PH}', hhmm(rng, 13, 20),
            c.rel.capitalize(), c.F(c.parent, 'first'), c.par_ph)
        d.f(' - {}. {DOC}, {}, ext {PH}\n', rng.choice(['aware of plan', 'will bring '
                                                        'car seat for discharge',
                                                        'histology explained']), c.rn2.full(),
            c.rn2.role, ext(rng))
    if am or rng.random() < 0.4:
        if am:
            d.f('Attending attestation: I saw and examined the patient and agree with the plan '
                'above. {}\n', c.sig(c.cons, 'full'))
        ehr_footer(d, c, c.jr, day)
