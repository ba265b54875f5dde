"""Genre: ultrasound report (radiology information system style)."""
import ids
from blocks import hhmm, order_no
from cond_text import us, sp, side
from cond_ops import us_findings
from common import ipaddr, digits, add_days

CONDS = ['appendicitis'] * 6 + ['perforated', 'appendix_mass'] + ['pyloric_stenosis'] * 4 + [
    'intussusception'] * 4 + ['undescended_testis'] * 2 + ['inguinal_hernia', 'hydrocele',
                                                            'incarcerated_hernia', 'malrotation']
EXAM = {'appendicitis': 'US ABDOMEN - APPENDIX', 'pyloric_stenosis': 'US PYLORUS',
        'intussusception': 'US ABDOMEN - ?INTUSSUSCEPTION', 'undescended_testis':
        'US INGUINOSCROTAL', 'inguinal_hernia': 'US INGUINAL REGION', 'malrotation':
        'US ABDOMEN - SMA/SMV ORIENTATION'}
MACHINES = ['Philips EPIQ 7', 'GE Logiq E10', 'Canon Aplio i800', 'Siemens Acuson Sequoia',
            'Samsung RS85', 'Philips Affiniti 70']
PROBES = ['eL18-4 linear', 'L12-5 linear', 'C5-1 curvilinear', 'ML6-15 linear', 'i18LX5']


def sono_reg(rng, c):
    return {'UK': ('HCPC', 'RA' + digits(rng, 5)), 'IE': ('CORU', 'RAD' + digits(rng, 6)),
            'US': ('ARDMS #', digits(rng, 6)), 'AU': ('ASAR', digits(rng, 5)),
            'CA': ('Sonography Canada #', digits(rng, 5))}[c.country]


def make(rng, c, d):
    k = c.cond
    key = {'perforated': 'appendicitis', 'appendix_mass': 'appendicitis', 'hydrocele':
           'inguinal_hernia', 'incarcerated_hernia': 'inguinal_hernia'}.get(k, k)
    positive = rng.random() < 0.8
    if k == 'malrotation':
        positive = True
    exam_day = c.adm if k not in ('undescended_testis', 'inguinal_hernia', 'hydrocele') else \
        add_days(c.adm, -rng.randrange(10, 60))
    d.f('{HOSP}\n{}\n', c.hosp, rng.choice([sp(c, 'Department of Radiology', 'Department of '
                                                  'Radiology'), 'Medical Imaging',
                                             sp(c, 'Paediatric Radiology', 'Pediatric Imaging')]))
    d.f('{}\n\n', rng.choice(['ULTRASOUND REPORT', 'RADIOLOGY REPORT', 'Imaging Report - '
                              'Ultrasound']))
    if rng.random() < 0.5:
        d.f('Patient: {PAT}   Sex: {}   DOB: {DATE}   Age: ', c.P('LFU'), c.sexw('MF'),
            c.D(c.dob))
        n, u = c.age_unit(exam_day)
        d.f('{AGE} {}\n', str(n), {'d': 'days', 'w': 'weeks', 'm': 'months', 'y': 'years'}[u])
        d.f('MRN: {MRN}', c.mrn)
        if c.nat:
            d.f('   {}: {MRN}', c.nat[0], c.nat[1])
        d.plain('\n')
    else:
        d.f('Name: {PAT}  ({}, DOB {DATE})  {}: {MRN}\n', c.P('LF'), c.sexw('MF'), c.D(c.dob),
            'URN' if c.country == 'AU' else 'MRN', c.mrn)
    d.f('Accession: {IDN}   Order: {IDN}\n', ids.accession(rng, rng.choice(['US', 'RAD', 'A']),
                                                          exam_day.year), order_no(rng))
    h0, m0 = rng.randrange(8, 21), rng.randrange(60)

    def tm(k):
        return '%02d:%02d' % (h0 + (m0 + k) // 60, (m0 + k) % 60)
    d.f('Exam: {}\nDate of exam: {DATE} {}\n', EXAM.get(key, 'US ABDOMEN'), c.D(exam_day),
        tm(0))
    src = c.ward if k in ('undescended_testis', 'inguinal_hernia', 'hydrocele') else \
        rng.choice(['ED', 'Emergency Department', c.ward])
    d.f('Referrer: {} ({})   Location: ', c.sig(rng.choice([c.reg, c.jr]), 'full'),
        sp(c, 'Paediatric Surgery', 'Pediatric Surgery'))
    if src in ('ED', 'Emergency Department'):
        d.f('{}\n', src)
    else:
        d.f('{HOSP}\n', src)
    d.f('\nClinical information: {}\n', {
        'appendicitis': '%s pain and fever, raised CRP. ?appendicitis' % sp(c, 'RIF', 'RLQ'),
        'pyloric_stenosis': 'Projectile vomiting, hypochloraemic alkalosis. ?pyloric stenosis',
        'intussusception': 'Intermittent colicky pain, ?RUQ mass, redcurrant jelly stool.',
        'undescended_testis': 'Impalpable %s testis.' % (side(c) or 'right'),
        'inguinal_hernia': 'Intermittent groin/scrotal swelling, not seen in clinic.',
        'malrotation': 'Bilious vomiting neonate. ?malrotation (contrast to follow)',
    }[key])
    d.f('Technique: {}. {} (SN {DEV}); transducer {} (SN {DEV}).\n', rng.choice([
        'Graded compression, high-frequency linear and curvilinear probes',
        'Targeted examination with colour Doppler', 'Real-time imaging, supine and LLD']),
        rng.choice(MACHINES), ids.serial(rng), rng.choice(PROBES), ids.serial(rng))
    if key == 'malrotation':
        fnd = ('SMV lies to the left of the SMA. %s' % rng.choice([
            'Whirlpool sign of the mesentery around the SMA.', 'Duodenum does not cross the midline.']),
            'Reversed SMA/SMV relationship - suspicious for malrotation +/- volvulus. URGENT.')
    else:
        fnd = us_findings(c, positive)
    d.f('\nFindings:\n{}\n', fnd[0])
    if key == 'appendicitis':
        d.f('Liver, gallbladder, kidneys and bladder unremarkable. {}\n', rng.choice([
            'Ovaries normal size with follicles; no adnexal mass.' if c.sex == 'F' else
            'No hydronephrosis.', 'No intussusception.']))
    d.f('\nConclusion:\n{}\n', fnd[1])
    if positive and key in ('appendicitis', 'intussusception', 'malrotation', 'pyloric_stenosis'):
        d.f('\nResult phoned to {} ({}) on {PH} at {} on {DATE}.\n', c.sig(c.reg, 'full'),
            sp(c, 'surgical registrar', 'surgery fellow'), c.reg.bleep, tm(rng.randrange(20, 40)),
            c.D(exam_day, 'n'))
    sreg = sono_reg(rng, c)
    sono = c.rn2
    d.f('\nSonographer: {DOC} ({} {LIC})\n', sono.full(), sreg[0], sreg[1])
    rad = c.anaes
    d.f('Reported by: {}, {} ({} {LIC})\n', c.sig(rad, 'full'), sp(
        c, 'Consultant Paediatric Radiologist', 'Pediatric Radiologist'), rad.lic[0], rad.lic[1])
    d.f('Verified: {DATE} {}   Status: FINAL\n', c.D(exam_day, 'i'), tm(rng.randrange(40, 90)))
    if rng.random() < 0.7:
        d.f('PACS node {IP}  Study UID {IDN}\n', ipaddr(rng), '1.2.826.0.1.%s.%s.%s' % (
            digits(rng, 7), digits(rng, 4), digits(rng, 9)))
    if rng.random() < 0.4:
        d.f('Copies to: {} / {HOSP}\n', c.sig(c.gp, 'full'), c.practice)
