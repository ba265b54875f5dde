"""Genre: discharge summary."""
import pools_clin as PC
from blocks import sticker, gp_block, ehr_footer, specimen_no, hhmm, guarantor
import pools_places as PP
from cond_text import dx, proc, us, sp, codes_line, appx, lc1
from cond_ops import dc_advice, op_findings
from common import add_days, email, ext

CONDS = ['appendicitis'] * 5 + ['perforated'] * 3 + ['appendix_mass', 'pyloric_stenosis',
                                                     'pyloric_stenosis', 'intussusception',
                                                     'intussusception', 'incarcerated_hernia',
                                                     'inguinal_hernia', 'undescended_testis',
                                                     'malrotation', 'gastroschisis', 'nec',
                                                     'umbilical_hernia']


def course(d, c):
    r, k = c.rng, c.cond
    he = c.sexw('he').capitalize()
    if k in ('appendicitis', 'perforated', 'appendix_mass'):
        d.f('{} presented with {} of abdominal pain and vomiting. US confirmed '
            'appendicitis. ', c.P('first'), r.choice(['1 day', '2 days', '3 days', '36 h',
                                                        '4 days']))
        if k == 'appendix_mass':
            d.f('Managed non-operatively with IV antibiotics for {} days with resolution of '
                'pain and fever; CRP fell from {} to {}. ', r.randrange(3, 7),
                r.randrange(150, 280), r.randrange(20, 60))
        else:
            d.f('Underwent {} on {DATE}. Findings: {} ', lc1(proc(c)), c.D(c.op),
                op_findings(c))
            if k == 'perforated':
                d.f('Received IV antibiotics for {} days, switched to oral when afebrile. {}',
                    r.randrange(3, 6), r.choice(['Uncomplicated recovery. ', 'Post-op ileus '
                                                 'settled day 3. ', 'USS day 5: small pelvic '
                                                 'collection, managed conservatively. ']))
            else:
                d.f('Uneventful recovery. ')
    elif k == 'pyloric_stenosis':
        d.f('Admitted with hypochloraemic metabolic alkalosis (Cl {}, HCO3 {}), corrected with IV '
            'fluids over {} h. {} on {DATE}. Feeds reintroduced per protocol, tolerated. ',
            r.randrange(82, 95), r.randrange(30, 38), r.choice(['24', '36', '48']), proc(c),
            c.D(c.op))
    elif k == 'intussusception':
        d.f('US confirmed ileocolic intussusception. {} on {DATE}. Observed 24 h, feeding well. ',
            proc(c), c.D(c.op))
    elif k in ('malrotation', 'gastroschisis', 'nec'):
        d.f('Transferred from {HOSP} on day {AGE} of life. {} on {DATE}. TPN via PICC, '
            'enteral feeds built up to full volume by day {}. ', c.hosp2,
            str(r.randrange(1, 4)), proc(c), c.D(c.op), r.randrange(10, 40))
    else:
        d.f('Admitted for {} on {DATE} ({}). Uneventful; home same day{}. ', lc1(proc(c)),
            c.D(c.op), lc1(dx(c)), r.choice(['', ' after overnight apnoea monitoring']))


def make(rng, c, d):
    am = us(c)
    wt = c.weight()
    d.f('{}\n', rng.choice([sp(c, 'DISCHARGE SUMMARY - PAEDIATRIC SURGERY',
                               'DISCHARGE SUMMARY - PEDIATRIC SURGERY'),
                            'Discharge Summary', 'Inpatient Discharge Letter']))
    d.f('{HOSP} | {HOSP}\n', c.hosp, c.ward if c.cond not in ('malrotation', 'gastroschisis',
                                                               'nec') else c.nnu)
    sticker(d, c)
    if am or c.country in ('AU', 'IE'):
        d.f('{} {HP} ({ORG})\n', c.hp[0], c.hp[1], c.insurer)
    if c.ssn and rng.random() < 0.5:
        guarantor(d, c)
    gp_block(d, c, sp(c, 'GP', 'PCP'))
    los = (c.dis - c.adm).days
    d.f('\nAdmitted: {DATE} {}   Discharged: {DATE} {}   LOS {} day{}\n', c.D(c.adm),
        hhmm(rng), c.D(c.dis), hhmm(rng, 10, 19), los, '' if los == 1 else 's')
    d.f('{}: {}   Discharging clinician: {}\n', sp(c, 'Consultant', 'Attending'),
        c.sig(c.cons, 'full'),
        c.sig(c.jr, 'full'))
    d.f('\nDiagnosis: {}\n', dx(c))
    if c.cond != 'appendix_mass':
        d.f('Procedure: {} ({DATE})\n', proc(c), c.D(c.op))
    if rng.random() < 0.6:
        d.f('Coding: {}\n', codes_line(c))
    d.f('\n{}:\n', sp(c, 'Summary of admission', 'Hospital course'))
    course(d, c)
    if c.cond in ('appendicitis', 'perforated'):
        d.f('Histology {IDN}: {}.\n', specimen_no(rng, c), rng.choice(['pending - we will '
                                                                       'forward', 'acute '
                                                                       'suppurative appendicitis',
                                                                       'awaited']))
    else:
        d.plain('\n')
    d.f('Complications: {}\nAllergies: {}\n', rng.choice(['nil', 'nil', 'wound erythema - '
                                                          'oral antibiotics', 'PONV']),
        rng.choice(['NKDA', 'NKDA', 'penicillin (rash)', 'latex']))
    d.f('\n{}\n', sp(c, 'MEDICATIONS ON DISCHARGE (TTO)', 'DISCHARGE MEDICATIONS'))
    meds = PC.analgesia(rng, c.country, wt, True)
    if c.cond == 'perforated' or (c.cond == 'appendicitis' and rng.random() < 0.3):
        meds.append(sp(c, 'Co-amoxiclav %d mg PO TDS for %d more days' % (
            min(round(wt * 30), 1000), rng.randrange(2, 5)),
            'Amoxicillin-clavulanate %d mg PO BID x %d days' % (min(round(wt * 45), 875),
                                                                 rng.randrange(3, 6))))
    if c.cond == 'appendix_mass':
        meds.append(sp(c, 'Co-amoxiclav %d mg PO TDS to complete 7 days' % min(round(wt * 30), 1000),
                       'Amoxicillin-clavulanate PO to complete 10 days'))
    for m in meds:
        d.f('- {}\n', m)
    d.f('Supplied: {}. Pharmacist check: {DOC}\n', rng.choice(['7 days', '5 days',
                                                              'patient own supply',
                                                              'original packs']),
        c.rn2.full())
    d.f('\nInformation for parents:\n')
    for a in dc_advice(c):
        d.f('- {}\n', a)
    if rng.random() < 0.3:
        d.f('- Travel: family due to fly to {CTRY} on {DATE}; {}.\n', rng.choice(PP.COUNTRIES),
            c.D(add_days(c.dis, rng.randrange(5, 30))), rng.choice([
                'fit to fly after 2 weeks', 'letter given', 'advised travel insurance cover'
                ' - discussed']))
    if c.age_days > 4 * 365 and rng.random() < 0.5:
        d.f('- School note given: back to {ORG} from {DATE}.\n', c.school,
            c.D(add_days(c.dis, rng.randrange(5, 14)), rng.choice(['l', 'wm', None])))
    d.f('\nFollow-up:\n- {} telephone call {DATE}\n', sp(c, 'CNS', 'Nurse'),
        c.D(add_days(c.dis, 1)))
    if c.cond in ('appendix_mass', 'perforated', 'undescended_testis', 'pyloric_stenosis',
                  'malrotation', 'gastroschisis', 'nec') or rng.random() < 0.4:
        d.f('- Clinic with {} on {DATE}{}\n', c.sig(c.cons, 'last'), c.D(c.clinic),
            ' (listing for interval %s)' % appx(c) if c.cond == 'appendix_mass' else '')
    d.f('- {}: {}\n', sp(c, 'GP actions', 'PCP actions'), rng.choice([
        'none', 'please weigh in 1 week', 'wound check at practice nurse day 7-10',
        'no action; FYI', 'please chase histology if not received']))
    d.f('\nWard contact 24 h: {PH}', c.ward_ph)
    if rng.random() < 0.5:
        d.f(' / {EM}', email(rng, '', '', rng.choice(['paedsurg.ward', 'childrens.surgical',
                                                       'ward.nurses'])))
    d.f('\n\nCompleted by {}, {}, {DATE}. Bleep {PH}\n', c.sig(c.jr, 'full'), c.jr.role,
        c.D(c.dis), c.jr.bleep)
    if rng.random() < 0.5:
        ehr_footer(d, c, c.jr, c.dis)
    if rng.random() < 0.4:
        d.f('Sent electronically to {HOSP} ({EM}) on {DATE}.\n', c.practice,
            email(rng, '', '', 'reception.practice'), c.D(c.dis))
