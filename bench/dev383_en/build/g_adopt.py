"""Genres: adoption medical report, strengths and difficulties questionnaire summary."""
from core import Ph, join, plus, an
from case import rdate_before, rdate_after, reg_no, person
import blocks
import clinical
import orgs
import places

MAT_HEALTH = [
    'depression since adolescence, treated with sertraline; one overdose',
    'ADHD diagnosed in childhood, not treated as an adult',
    'heroin use from her late teens, on methadone 60 ml during pregnancy',
    'alcohol in pregnancy - reports "a few cans at weekends", binge drinking in 1st trimester confirmed by midwife',
    'smoked 15-20 cigarettes/day throughout pregnancy; cannabis daily',
    'mild learning disability (attended special school); literacy difficulties',
    'hepatitis C antibody positive, PCR negative (cleared)',
    'emotionally unstable personality disorder diagnosis; several Section 136 detentions',
    'asthma and eczema; no known genetic conditions',
    'epilepsy (generalised), on lamotrigine in pregnancy',
    'type 2 diabetes, gestational onset',
    'psychosis (drug-induced) with one admission to a mental health unit',
]
PAT_HEALTH = [
    'no health information available; father did not engage with the assessment',
    'reports asthma and dyslexia; heavy cannabis use',
    'ADHD and conduct problems in childhood, excluded from school; alcohol dependence',
    'schizophrenia in paternal grandmother; father himself well',
    'sickle cell trait; otherwise no known conditions',
    'history of violence, currently serving a custodial sentence; health history unknown',
    'colour blindness (red-green); deafness in paternal uncle (cause unknown)',
]
GENETIC = ['Chromosomal microarray: arr(1-22,X)x2, normal female' , 'Microarray normal (arr(1-22)x2,(XY)x1)',
           'Fragile X (FMR1) testing normal', 'Not indicated', 'Sweat test normal', 'Newborn blood spot screen normal (incl. CF, PKU, SCD)']
IMPLICATIONS = [
    'There is significant uncertainty about the long-term effects of prenatal alcohol exposure; FASD cannot be excluded at this age and may only become apparent at school age.',
    'Given the family history of mental illness on both sides, there is an increased risk of mental health difficulties in adolescence and adulthood.',
    'Prenatal opiate exposure is associated with attention and behavioural difficulties; current development is reassuring.',
    'Early neglect and multiple moves may affect attachment; therapeutic parenting and post-adoption support are recommended.',
    'Hepatitis C exposure: child has been tested and is not infected; no further follow-up needed.',
]


def adoption(rng, c, n):
    cc = c['cc']
    raa = Ph(rng.choice(['Adopt %s', '%s Adoption Partnership', 'Adoption %s', '%s Regional Adoption Agency']) % orgs.place_word(rng), 'ORGANIZATION')
    if cc == 'USA':
        n.f('PRE-ADOPTION MEDICAL SUMMARY - CHILD\n{la}, Adoption Unit\n', c)
    elif cc == 'CAN':
        n.f('ADOPTION MEDICAL - CHILD HEALTH SUMMARY\n{la}, Adoption Services\n', c)
    else:
        n.f('{h}\n{raa}', c, h=rng.choice(['CONFIDENTIAL - ADOPTION MEDICAL REPORT (CHILD)',
                                          "Medical Adviser's Report for the Agency Decision Maker",
                                          'ADOPTION MEDICAL - Form IHA-C / CPR health section',
                                          'Adoption Panel - Health Summary on Child']), raa=raa)
        n.f(' on behalf of {la}\n', c)
    n.f('Date of report: {d}   Panel / ADM date: {p}\n\n', c, d=c.dl(c['asmt_dt']), p=c.d(rdate_after(c, 14, 60)))
    blocks.demographics(n, c)
    n.f('Legal status: {lg} ({court} granted {d})\n', c, lg=rng.choice(['Placement Order', 'Care Order and Placement Order',
                                                                        'Freeing Order' if cc == 'NIR' else 'Placement Order',
                                                                        'Permanence Order with authority to adopt' if cc == 'SCO' else 'Placement Order']),
        court=['case ', c['court']] if rng.random() < 0.7 else 'court', d=c.d(rdate_before(c, 20, 200)))
    blocks.placement(n, c, with_phone=rng.random() < 0.4)
    n.put('\nSOURCES OF INFORMATION\n')
    mw = c.newp('british' if cc != 'USA' else 'american', 'F', 'DOCTOR')
    dob, asmt = c['dob_dt'], c['asmt_dt']
    span = max(20, (asmt - dob).days)
    from_ward = rng.random() < 0.4
    placed = plus(dob, rng.randint(3, 12)) if from_ward else plus(dob, rng.randint(min(20, span - 10), max(21, span // 2)))
    iha_d = plus(placed, rng.randint(10, 26))
    if iha_d >= asmt:
        iha_d = plus(asmt, -5)
    def between(a, b):
        return plus(a, rng.randint(0, max(0, (b - a).days)))
    n.f('- Initial health assessment {d} by Dr {p}\n', c, d=c.d(iha_d), p=c['PAED'].l)
    n.f('- Form M/B (obstetric and neonatal) completed by midwife {m}, {bh}, {d}\n', c, m=mw.full, bh=c['birth_hosp'],
        d=c.d(between(plus(dob, 5), plus(asmt, -10))))
    n.f('- GP records ({gp_prac}), HV records ({h}), NNU discharge summary\n', c, h=c['HV'].full)
    if rng.random() < 0.6:
        n.f('- Review health assessment {d} ({lacn} {p})\n', c, d=c.d(rdate_before(c, 20, 120)), p=c['LACN'].full)
    n.f('- Birth parent health forms (PH): mother completed {d}; father {f}\n', c, d=c.d(between(plus(dob, 10), plus(asmt, -7))),
        f=rng.choice(['declined', 'not located', 'completed by phone']))
    n.put("\nCHILD'S HEALTH HISTORY\n")
    b = rng.choice(clinical.BIRTH).format(ga=rng.choice(['39+2', '37', '35+6', '33+1', '40+4']), bw=str(round(rng.uniform(1.7, 4.0), 2)))
    n.f('{pt} was born on {dob} at {bh}: {b}. ', c, pt=c['ptf'], bh=c['birth_hosp'], b=b)
    if from_ward:
        n.f('Placed with current carers on {d} directly from {w}.\n', c, d=c.d(placed), w=c['ward'])
    else:
        n.f('Placed with current carers on {d}.\n', c, d=c.d(placed))
    for it in rng.sample(clinical.fit(clinical.PMH, c['age_y']), rng.randint(1, 3)):
        n.f('- {i}\n', c, i=it)
    n.put('Growth: ')
    blocks.growth(n, c)
    n.f('Development: {d}\n', c, d=rng.choice(clinical.DEV['baby' if c['age_y'] < 1 else 'toddler' if c['age_y'] < 3 else 'preschool']))
    n.f('Genetics: {g}\n', c, g=rng.choice(GENETIC))
    blocks.imm_table(n, c, 0.05)
    n.put('\nBIRTH FAMILY HEALTH\n')
    n.f('Mother - {m}, {a} years old: ', c, m=c['BM'].full, a=c['bm_age'])
    n.add('; '.join(rng.sample(MAT_HEALTH, rng.randint(2, 3))))
    if rng.random() < 0.5:
        n.f('. Previously employed as {an} {bm_prof}', c, an=an(c['bm_prof'].text))
    n.f('.\nMaternal grandmother {g}: {x}.\n', c, g=c['gm'].full, x=rng.choice(['bipolar affective disorder', 'no known conditions',
                                                                                  'alcohol dependence',
                                                                                  'breast cancer (BRCA status unknown)']))
    n.f('Father - {f}: {x}.\n', c, f=c['BF'].full, x=rng.choice(PAT_HEALTH))
    if c['sibs']:
        sp, sa, _ = c['sibs'][0]
        n.f('Half-sibling {s} (', c, s=sp.f)
        n.add(sa)
        n.f(') has {x}.\n', c, x=rng.choice(['ADHD', 'global developmental delay', 'no known health needs', 'autism', 'speech delay']))
    n.put('\nIMPLICATIONS FOR THE FUTURE\n')
    for t in rng.sample(IMPLICATIONS, 2):
        n.f('{t}\n', c, t=t)
    if rng.random() < 0.75:
        ad_o = places.ORIGIN_WEIGHTS[cc][0][0]
        a1 = c.newp(ad_o, 'F', 'FAMILY', 'Mrs')
        a2 = c.newp(ad_o, rng.choice('MF'), 'FAMILY', None, last=a1.last if rng.random() < 0.7 else None)
        n.f('\nMEETING WITH PROSPECTIVE ADOPTERS\nI met {a} and {b} on {d} at {bl} to discuss {pt}\'s health. ', c,
            a=a1.full, b=a2.full, d=c.d(rdate_before(c, 3, 40)), bl=c['building'], pt=c['ptf'])
        p1 = orgs.profession(rng, cc, 'carer')
        n.f('{a} works as {an} {p1}', c, a=a1.f, an=an(p1), p1=Ph(p1, 'PROFESSION'))
        if rng.random() < 0.6:
            p2 = orgs.profession(rng, cc, 'carer')
            n.f(' and {b} is {an} {p2}', c, b=a2.f, an=an(p2), p2=Ph(p2, 'PROFESSION'))
        n.put('. They understood the uncertainties described above and asked about FASD support and the adoption support fund.\n')
    n.put("\nMEDICAL ADVISER'S SUMMARY\n")
    n.f('{pt} is a healthy {boy} whose future health carries {x}. There is no medical reason why adoption should not proceed.\n', c,
        pt=c['ptf'], x=rng.choice(['moderate uncertainty', 'significant uncertainty', 'some uncertainty']))
    blocks.signature(n, c, c['MEDADV'], 'doctor', rng.choice(['Medical Adviser to the Adoption Panel', 'Agency Medical Adviser',
                                                               'Medical Adviser (adoption and fostering)']), org=rng.random() < 0.5)
    blocks.cc_list(n, c, [[c['SW'].full, ' (child\'s SW)'], [c['GP'].t, ', ', c['gp_prac']], 'Adoption Panel Adviser'])
    blocks.audit(n, c, c['MEDADV'])


SCALE_BANDS = [
    ('Emotional symptoms', (3, 4, 6)), ('Conduct problems', (2, 3, 5)), ('Hyperactivity/inattention', (5, 7, 8)),
    ('Peer relationship problems', (2, 3, 4)),
]
BAND_NAMES = ['Close to average', 'Slightly raised', 'High', 'Very high']


def band(v, cuts):
    for i, x in enumerate(cuts):
        if v <= x:
            return BAND_NAMES[i]
    return BAND_NAMES[3]


def sdq(rng, c, n):
    cc = c['cc']
    n.f('{h}\n', c, h=rng.choice(['STRENGTHS AND DIFFICULTIES QUESTIONNAIRE (SDQ) - SUMMARY',
                                  'SDQ Summary Report - {lac} children'.replace('{lac}', 'Looked After' if cc in ('ENG', 'WAL', 'SCO', 'NIR') else 'Children in Care'),
                                  'Emotional wellbeing screen: SDQ scores and actions']))
    n.f('{la} - {t}\n\n', c, t=rng.choice(['Children in Care Health Team', 'Virtual School', 'Performance and Quality Team',
                                          'Emotional Health and Wellbeing Service']))
    n.f('Child: {pt}   DOB: {dob}   Age: {a}   {sl}: {soc_id}\n', c, a=c['age'], sl=c['soc_lab'])
    if c['yr']:
        n.f('School: {school} ({yr})\n', c)
    blocks.placement(n, c, with_phone=rng.random() < 0.5)
    n.f('{sw_title}: {s}   {iro}: {i}\n', c, s=c['SW'].full, i=c['IRO'].full)
    d1 = rdate_before(c, 0, 20)
    n.put('\nInformants\n')
    n.f('  Carer (P4-17): {fc}, completed {d}\n', c, fc=c['FC1'].tf, d=c.d(d1))
    teach = rng.random() < 0.7 and c['age_y'] >= 5
    if teach:
        n.f('  Teacher (T4-17): {t}, class teacher, returned by email ({e}) on {d}\n', c, t=c['TEACH'].t,
            e=Ph('%s%s@%s' % (places.slug(c['TEACH'].first)[:1], places.slug(c['TEACH'].last), c['sch_dom']), 'EMAIL'),
            d=c.d(rdate_before(c, 0, 25)))
    selfr = c['age_y'] >= 11 and rng.random() < 0.8
    if selfr:
        n.f('  Self-report (S11-17): {p}, completed {d} with {w}\n', c, p=c['ptk'], d=c.d(rdate_before(c, 0, 25)),
            w=rng.choice([c['LACN'].full, c['SN'].full, 'carer']))
    n.put('\nScale | Carer | ' + ('Teacher | ' if teach else '') + ('Self | ' if selfr else '') + 'Band (carer)\n')
    tot = 0
    for name, cuts in SCALE_BANDS:
        v = rng.randint(0, 10)
        tot += v
        row = '%s | %d | ' % (name, v)
        if teach:
            row += '%d | ' % max(0, min(10, v + rng.randint(-3, 2)))
        if selfr:
            row += '%d | ' % max(0, min(10, v + rng.randint(-3, 3)))
        n.put(row + band(v, cuts) + '\n')
    ps = rng.randint(2, 10)
    n.put('Prosocial | %d | %s%s%s\n' % (ps, ('%d | ' % rng.randint(2, 10)) if teach else '', ('%d | ' % rng.randint(2, 10)) if selfr else '',
                                         'Close to average' if ps >= 8 else 'Slightly lowered' if ps == 7 else 'Low' if ps == 6 else 'Very low'))
    n.put('TOTAL DIFFICULTIES | %d | %s%s%s\n' % (tot, ('%d | ' % max(0, tot + rng.randint(-8, 4))) if teach else '',
                                                  ('%d | ' % max(0, tot + rng.randint(-6, 6))) if selfr else '', band(tot, (13, 16, 19))))
    imp = rng.randint(0, 6)
    n.put('Impact | %d | %s%s\n' % (imp, '' if not teach else '%d | ' % rng.randint(0, 4), 'Close to average' if imp == 0 else 'High' if imp == 2 else 'Very high' if imp > 2 else 'Slightly raised'))
    n.put('\nPrevious carer SDQs: ')
    prev = []
    for k in range(rng.randint(1, 3)):
        prev.append([c.d(rdate_before(c, 340 * (k + 1), 380 * (k + 1))), ' - ', str(rng.randint(6, 30))])
    n.add(join(prev, '; ', '; '))
    n.put('\n\nCarer comments: ')
    n.f('"{x}"', c, x=rng.choice(['Much calmer since starting at the new school.', 'Still very clingy at bedtime.',
                                  'Struggles after seeing %s %s.' % (c['his'], c['mum']), 'Has made a friend on our street.',
                                  'Worries a lot about %s brother.' % c['his'], 'Eating much better, still hoards snacks.']))
    if rng.random() < 0.5:
        n.f(' ({fc})', c, fc=c['FC1'].f)
    n.put('\n')
    if selfr and rng.random() < 0.6:
        n.f('Young person said: "I get angry when people talk about my {mum}" and asked for {w} to be told.\n', c,
            w=rng.choice([c['SW'].f, c['FC1'].f]))
    n.put('\nINTERPRETATION AND ACTION\n')
    if tot >= 17:
        n.f('Total difficulties in the {b} range. Discussed at LAC health consultation on {d}; referral sent to {camhs}. ', c,
            b=band(tot, (13, 16, 19)).lower(), d=c.d(rdate_after(c, 2, 20)))
        n.put('GP informed. Consider trauma-informed support for carers (e.g. Fostering Changes / PACE training).\n')
    else:
        n.put('Scores within or close to the expected range. Continue annual SDQ; share with the RHA.\n')
    n.f('To be discussed at the {lac} review on {d}.\n', c, d=c.d(rdate_after(c, 10, 60)))
    if cc == 'ENG':
        n.put('Carer SDQ score entered for the SSDA903 return (DfE).\n')
    elif cc == 'SCO':
        n.put('Score recorded for the Children Looked After Statistics (CLAS) return.\n')
    elif cc == 'WAL':
        n.put('Score recorded for the CLA census (Welsh Government).\n')
    n.f('\nCompleted by: {p}, {lacn}   Tel {lacn_tel}   {lacn_email}\n', c, p=c['LACN'].full)
    if rng.random() < 0.5:
        blocks.audit(n, c, c['LACN'])
