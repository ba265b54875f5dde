"""Genre: paediatric surgical clerking / H&P."""
import pools_clin as PC
import pools_places as PP
from blocks import sticker, hhmm, signature, ehr_footer, age_short, guarantor
from cond_text import hpc, exam, dx, proc, sp, us, appx, lc1
from common import an

CONDS = ['appendicitis'] * 5 + ['perforated'] * 2 + ['appendix_mass', 'incarcerated_hernia',
                                                      'pyloric_stenosis', 'pyloric_stenosis',
                                                      'intussusception', 'intussusception',
                                                      'malrotation', 'inguinal_hernia']
PMH = ['Nil of note', 'Mild asthma - salbutamol PRN via spacer', 'Eczema', 'Nil. No previous '
       'operations', ['Febrile convulsion aged ', ('2', 'AGE')], 'Constipation on Movicol', 'Previous UTI x1',
       'Sickle cell trait', 'G6PD deficiency', 'Nil; grommets 2 yrs ago', 'ADHD on melatonin']
SICK = ('appendicitis', 'perforated', 'appendix_mass', 'intussusception', 'malrotation',
        'incarcerated_hernia')
ALLERGY = ['NKDA', 'NKDA', 'NKDA', 'Penicillin (rash)', 'Latex', 'Elastoplast', 'Eggs',
           'Co-trimoxazole (urticaria)', 'Peanut (anaphylaxis) - carries EpiPen']


def bloods(d, c, sick):
    rng = c.rng
    rows = PC.fbc(rng, sick, c.age_days) + PC.crp(rng, sick) + PC.ue(
        rng, c.cond == 'pyloric_stenosis')
    if c.cond == 'pyloric_stenosis':
        rows += PC.vbg_pyloric(rng, rng.random() < 0.6)
    style = rng.choice([0, 1, 2])
    d.f('{}\n', PC.lab_table(rng, rows, style))


def family_sh(d, c):
    rng = c.rng
    d.f('SH: Lives with {} {FAM}', 'mum' if c.country != 'US' else 'mom', c.F(c.mother, rng.choice(['first', 'full'])))
    if rng.random() < 0.7:
        d.f(' ({PROF})', c.mum_prof)
    if rng.random() < 0.7:
        d.f(' and dad {FAM}', c.F(c.father, rng.choice(['first', 'full'])))
        if rng.random() < 0.6:
            d.f(', who works as {} {PROF}', an(c.dad_prof), c.dad_prof)
        elif rng.random() < 0.5:
            d.f(' (works for {ORG})', rng.choice(PP.EMPLOYERS))
    d.f(', {}, in {CITY}. ', rng.choice(['no siblings', '1 older sibling', '2 younger siblings',
                                         'twin sister', '3 siblings', 'half-brother']), c.city)
    if c.age_days > 3 * 365:
        d.f('Attends {ORG}. ', c.school)
    if c.age_days > 14 * 365 and rng.random() < 0.5:
        d.f('Works weekends as a {PROF}. ', rng.choice(PP.TEEN_JOBS))
    if rng.random() < 0.3:
        d.f('Family originally from {CTRY}; {}. ', rng.choice(PP.COUNTRIES),
            rng.choice(['no interpreter needed', 'English second language, understands well',
                        'dad interprets', 'telephone interpreter used for consent']))
    if rng.random() < 0.2 and not us(c):
        d.f('{} {DOC} aware. ', 'HV' if c.age_days < 5 * 365 else 'School nurse', c.cns.full())
    d.plain('\n')


def clerk_uk(d, c):
    rng = c.rng
    sick = c.cond in SICK
    d.f('{}\n', rng.choice(['PAEDIATRIC SURGICAL CLERKING', 'Paediatric Surgery - Admission '
                            'Clerking', 'SURGICAL ADMISSION (PAEDS)', 'Paeds Surg clerking']))
    sticker(d, c)
    d.f('\nDate/time seen: {DATE} {}   Location: {}', c.D(c.adm), hhmm(rng, 8, 24),
        rng.choice(['ED', 'PAU', 'CAU', 'ED resus']))
    if rng.random() < 0.6:
        d.f(' cubicle {LOC}', str(rng.randrange(1, 24)))
    d.f('\nClerked by: {}, {}   Bleep {PH}\n', c.sig(c.jr, 'full'), c.jr.role, c.jr.bleep)
    d.f('Referred by: {} (ED {})  History from: {} and patient\n\n', c.sig(c.reg, 'last'),
        rng.choice(['reg', 'SpR', 'consultant']), c.rel)
    d.f('PC: {}\n', {'pyloric_stenosis': 'Projectile vomiting', 'intussusception':
                     'Intermittent screaming, vomiting', 'incarcerated_hernia':
                     'Painful groin lump', 'malrotation': 'Bilious vomiting',
                     'inguinal_hernia': 'Groin lump'}.get(c.cond, 'RIF pain, vomiting'))
    d.f('HPC: ')
    hpc(d, c)
    d.f('\n\nPMH: {}\n', rng.choice(PMH))
    if c.age_days < 365 or rng.random() < 0.4:
        d.f('Birth: {}+{} wks, {}, BW {} kg, no SCBU\n', rng.randrange(36, 42), rng.randrange(7),
            rng.choice(['SVD', 'LSCS', 'instrumental']), '%.2f' % (2.8 + rng.random()))
    d.f('DH: {}\nAllergies: {}\nImms: {}\n', rng.choice(['Nil regular', 'Nil', 'Calpol PRN',
                                                        'Clenil 100 mcg BD']),
        rng.choice(ALLERGY), rng.choice(['UTD', 'up to date per red book', 'UTD']))
    d.f('FH: {}\n', rng.choice(['Nil relevant', 'Dad had pyloric stenosis as a baby',
                                ['Older sibling had appendicectomy in ', ('2018', 'DATE')], 'Nil. No bleeding '
                                'disorders, no anaesthetic problems']))
    family_sh(d, c)
    wt = c.weight()
    d.f('\nO/E: Wt {} kg ({}th centile)\nObs: {}   PEWS {}\n', wt, rng.choice(['9', '25',
                                                                        '50', '75', '91']),
        PC.vitals_line(rng, c.age_days, sick), PC.pews(rng, sick))
    d.f('CVS HS I+II+0. Chest clear. ')
    exam(d, c)
    d.plain('\n\n')
    d.f('Ix:\n')
    bloods(d, c, sick)
    if c.age_days > 2 * 365:
        d.f('{}\n', PC.urine_dip(rng))
    if c.cond in ('appendicitis', 'perforated', 'appendix_mass'):
        d.f('PAS {}/10, Alvarado {}/10\n', rng.randrange(5, 10), rng.randrange(5, 10))
    d.f('\nImp: {} in {} {}\n', dx(c), age_short(c), c.sexw())
    d.f('\nPlan:\n1. {}\n2. IVI: {}\n', 'NBM' if c.cond != 'inguinal_hernia' else
        'Eat and drink until midnight', PC.maint_fluids(rng, c.country, wt))
    meds = PC.analgesia(rng, c.country, wt, False)[:2]
    if c.cond in ('appendicitis', 'perforated', 'appendix_mass'):
        meds += PC.antibiotics(rng, c.country, wt, c.cond == 'perforated')[:2]
    elif c.cond == 'pyloric_stenosis':
        meds = ['Correct alkalosis before theatre: 10 ml/kg 0.9% NaCl bolus, then 150% '
                'maintenance', 'Recheck gas 6-hourly, NGT free drainage, replace losses mL for mL']
    n = 3
    for m in meds:
        d.f('{}. {}\n', n, m)
        n += 1
    d.f('{}. {}\n', n, 'USS abdomen requested' if c.cond != 'malrotation' else
        'Urgent upper GI contrast')
    d.f('{}. Discussed with {} (on call consultant) - for {} {}\n', n + 1, c.sig(c.cons, 'last'),
        proc(c), '' if c.cond == 'appendix_mass' else 'once electrolytes corrected (Cl >100, '
        'HCO3 <28)' if c.cond == 'pyloric_stenosis' else rng.choice(
            ['tonight', 'on CEPOD list am', 'when fluid-resuscitated', 'in the morning']))
    d.f('{}. Consent: discussed with {} {FAM}, leaflet given\n\n', n + 2, c.rel,
        c.F(c.parent, rng.choice(['first', 'full'])))
    signature(d, c, c.jr)
    if rng.random() < 0.5:
        ehr_footer(d, c, c.jr)


def clerk_us(d, c):
    rng = c.rng
    sick = c.cond in SICK
    d.f('{}\n', rng.choice(['PEDIATRIC SURGERY H&P', 'Pediatric General Surgery - Admission '
                            'History and Physical', 'Peds Surgery Consult Note']))
    sticker(d, c)
    d.f('Date of Service: {DATE}  Time: {}\nLocation: {HOSP} Emergency Department, room {LOC}\n',
        c.D(c.adm), hhmm(rng, 7, 23), c.hosp, str(rng.randrange(1, 40)))
    d.f('Requesting provider: {}   Attending: {}\n', c.sig(c.reg, 'full'),
        c.sig(c.cons, 'full'))
    d.f('Insurance: {ORG} {}: {HP}\n', c.insurer, c.hp[0], c.hp[1])
    if rng.random() < 0.6:
        guarantor(d, c)
    d.plain('\n')
    d.f('CC: {}\n\nHPI: {PAT} is {} ', {'pyloric_stenosis': 'vomiting', 'intussusception':
                                        'fussiness, vomiting'}.get(c.cond, 'abdominal pain'),
        c.P('first'), c.art())
    d.f('{} ', c.age('hyph'))
    d.f('{} brought in by {} ', c.sexw(), c.rel)
    d.f('({FAM}). ', c.F(c.parent, 'first'))
    hpc(d, c)
    d.f('\n\nPMH: {}\nPSH: none\nMeds: {}\nAllergies: {}\nImmunizations: up to date\n',
        rng.choice(PMH), rng.choice(['none', 'cetirizine PRN', 'albuterol PRN']),
        rng.choice(ALLERGY))
    d.f('FHx: noncontributory\n')
    family_sh(d, c)
    d.f('ROS: 10-point ROS negative except as per HPI.\n\n')
    wt = c.weight()
    d.f('PE:\nWt {} kg   {}\nGen: {}\n', wt, PC.vitals_line(rng, c.age_days, sick, ', '),
        rng.choice(['uncomfortable, lying still', 'ill-appearing', 'tired but consolable']))
    d.f('Abd: ')
    exam(d, c)
    d.f('\n\nLabs ({DATE} {}):\n', c.D(c.adm, 's'), hhmm(rng))
    bloods(d, c, sick)
    d.f('\nImaging: US {} - see report.\n\n', 'RLQ' if c.cond in ('appendicitis', 'perforated',
                                                               'appendix_mass') else 'abdomen')
    d.f('Assessment/Plan: {PAT} is {} ', c.P('first'), c.art())
    d.f('{} with {}.\n', c.age('hyph'), lc1(dx(c)))
    d.f('- NPO, {}\n- {}\n- Plan {} with Dr. {DOC}; consent obtained from {} at bedside\n',
        PC.maint_fluids(rng, c.country, wt), '; '.join(PC.antibiotics(rng, c.country, wt,
                                                                       c.cond == 'perforated'))
        if c.cond in SICK else 'electrolytes q6h, replace NG losses',
        lc1(proc(c)), c.cons.last, c.rel)
    d.f('- Pain: {}\n\n', PC.analgesia(rng, c.country, wt, False)[0])
    d.f('Seen and discussed with attending.\n\n')
    signature(d, c, c.jr, lic=rng.random() < 0.5)
    ehr_footer(d, c, c.jr)


def make(rng, c, d):
    if us(c):
        clerk_us(d, c)
    else:
        clerk_uk(d, c)
