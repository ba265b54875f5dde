"""Genre (author's choice): GP / paediatrician referral to paediatric surgery."""
import ids
import pools_places as PP
from cond_text import hpc, exam, us, sp, side
from common import add_days, email, digits, an

CONDS = ['undescended_testis'] * 5 + ['inguinal_hernia'] * 5 + ['umbilical_hernia'] * 3 + [
    'hydrocele'] * 2 + ['pyloric_stenosis']
REASON = {'undescended_testis': 'undescended testis', 'inguinal_hernia': 'inguinal hernia',
          'umbilical_hernia': 'persistent umbilical hernia', 'hydrocele': 'hydrocele',
          'appendix_mass': 'recurrent RIF pain after treated appendix mass',
          'pyloric_stenosis': 'vomiting ?pyloric stenosis'}


def header(d, c):
    r = c.rng
    co = c.country
    when = add_days(c.adm, -r.randrange(20, 120))
    c.ref_day = when
    if co == 'UK':
        d.f('NHS e-Referral Service - Referral Letter\nUBRN: {IDN}   Priority: {}\n',
            '%s %s %s' % (digits(r, 4), digits(r, 4), digits(r, 4)),
            r.choice(['Routine', 'Routine', 'Urgent']))
    elif co == 'IE':
        d.f('Healthlink Referral - Paediatric Surgery OPD\nMessage ID: {IDN}   Urgency: {}\n',
            'HL' + digits(r, 9), r.choice(['Routine', 'Soon', 'Urgent']))
    elif co == 'US':
        d.f('REFERRAL / PRIOR AUTHORIZATION - PEDIATRIC SURGERY\nReferral #: {IDN}   '
            'Auth #: {IDN}   Priority: {}\n', 'R' + digits(r, 8), 'PA' + digits(r, 9),
            r.choice(['Routine', 'Urgent']))
    elif co == 'AU':
        d.f('REFERRAL - Paediatric Surgical Outpatients\nReferral ID: {IDN}   Category: {}\n',
            digits(r, 10), r.choice(['2 (within 90 days)', '3 (within 365 days)',
                                     '1 (within 30 days)']))
    else:
        d.f('Referral Request - Pediatric General Surgery\neReferral ID: {IDN}   Priority: {}\n',
            'ER-' + digits(r, 8), r.choice(['P3 routine', 'P2 semi-urgent']))
    d.f('Date: {DATE}\nTo: {} Department, {HOSP}\n', c.D(when), sp(c, 'Paediatric Surgery',
                                                                   'Pediatric Surgery'),
        c.hosp)
    d.f('From: {}, {HOSP}\n{}\n', c.sig(c.gp, 'full'), c.practice, c.addr(which='gp'))
    d.f('Tel: {PH}   Fax: {FAX}   Email: {EM}\n', c.gp_ph, c.gp_fax,
        email(r, c.gp.first, c.gp.last))
    lic = ids.licence(r, co, 'doctor')
    lab = {'UK': 'GMC', 'IE': 'MCRN', 'US': 'NPI', 'AU': 'Provider No',
           'CA': 'Billing #'}[co]
    val = lic[1] if lab == lic[0] else {'UK': lic[1], 'IE': lic[1], 'US': '1' + digits(r, 9),
                                        'AU': digits(r, 6) + r.choice('ABCDEFGH') + r.choice(
                                            'JKLTWXY'), 'CA': digits(r, 6)}[co]
    d.f('{} {LIC}\n\n', lab, val)


def patient(d, c):
    r = c.rng
    co = c.country
    d.f('PATIENT\nName: {PAT}   Sex: {}   DOB: {DATE}\n', c.P(r.choice(['full', 'LF', 'fml'])),
        c.sexw('MF'), c.D(c.dob))
    d.f('Address: {}\n', c.addr())
    if c.nat:
        d.f('{}: {MRN}', c.nat[0], c.nat[1])
    else:
        d.f('Chart #: {MRN}', c.mrn)
    if co in ('US', 'AU', 'IE', 'CA'):
        d.f('   {}: {HP}', c.hp[0], c.hp[1])
    d.plain('\n')
    if c.ssn and r.random() < 0.75:
        lab = {'US': 'SSN', 'IE': 'PPSN', 'CA': 'SIN', 'AU': 'Centrelink CRN'}[co]
        d.f('{} ({}): {SSN}\n', lab, 'parent' if co != 'US' else 'patient', c.ssn)
    if co == 'US':
        d.f('Insurance: {ORG}, group {HP}\n', c.insurer, ids.letters(r, 1) + digits(r, 5))
    d.f('Parent/guardian: {FAM} ({}) - mobile {PH}', c.F(c.parent), 'mother' if c.parent is
        c.mother else 'father', c.par_ph)
    if r.random() < 0.5:
        d.f(', {EM}', c.par_email)
    d.f('\nInterpreter required: {}\n\n', r.choice(['No', 'No', 'Yes - %s' % r.choice(
        ['Polish', 'Arabic', 'Urdu', 'Somali', 'Romanian', 'Tigrinya', 'Portuguese'])]))


def make(rng, c, d):
    header(d, c)
    patient(d, c)
    d.f('{}\n\n', rng.choice(['Dear Colleague,', 'Dear Paediatric Surgical Team,' if not us(c)
                              else 'Dear Pediatric Surgery team,', 'Dear Doctor,']))
    d.f('Thank you for seeing {PAT}, {} ', c.P('first'), c.art())
    d.f('{} {} with {}. ', c.age('hyph'), c.sexw(), REASON[c.cond])
    hpc(d, c)
    d.f('\n\nOn examination: ')
    exam(d, c)
    d.f('Weight {} kg, growing along the {}th centile.\n\n', c.weight(),
        rng.choice(['9', '25', '50', '75']))
    d.f('PMH: {}\nMedication: {}\nAllergies: {}\nImmunisations: {}\n', rng.choice([
        'Nil', 'Eczema', 'Bronchiolitis as infant (admitted to %s)' % 'hospital', 'Nil of note',
        'Reflux as a baby, resolved']), rng.choice(['nil', 'emollients', 'nil regular']),
        rng.choice(['NKDA', 'none known', 'amoxicillin - rash']),
        rng.choice(['up to date', 'UTD', 'behind - MMR due']))
    d.f('Social: lives with {} ', 'parents' if rng.random() < 0.6 else c.rel)
    prof = c.mum_prof if c.parent is c.mother else c.dad_prof
    d.f('in {CITY}; {} is {} {PROF}', c.city, c.rel, an(prof), prof)
    if rng.random() < 0.4:
        d.f(' at {ORG}', rng.choice(PP.EMPLOYERS))
    d.f('. ')
    if rng.random() < 0.35:
        d.f('Family moved here from {CTRY} in {DATE}. ', rng.choice(PP.COUNTRIES),
            c.D(add_days(c.adm, -rng.randrange(200, 1500)), rng.choice(['y', 'my'])))
    if c.age_days < 5 * 365 and rng.random() < 0.5:
        d.f('Health visitor: {DOC}. ' if not us(c) else 'Home visiting nurse: {DOC}. ',
            c.cns.full())
    d.f('No safeguarding concerns.\n\n')
    d.f('I would be grateful for your assessment and management{}. {} would prefer '
        'appointments {}.\n\n', rng.choice(['', ' with a view to surgery', ' and advice']),
        c.rel.capitalize(), rng.choice(['after school', 'in the mornings',
                                        'not on Tuesdays (work)', 'at the %s site' % 'main']))
    d.f('{}\n\n{}\n{HOSP}\n', rng.choice(['Yours sincerely,', 'Kind regards,', 'Many thanks,']),
        c.sig(c.gp, 'full'), c.practice)
    if rng.random() < 0.4:
        d.f('Dictated by {DOC} / typed by {DOC} {DATE}\n', c.gp.last, rng.choice(
            ['Janet', 'Siobhan R', 'Mo', 'Tracey', 'Gurpreet']), c.D(c.ref_day))
    d.f('Attachments: {}\n', rng.choice(['growth chart', 'nil', 'photo of swelling (parent)',
                                         'previous discharge summary']))
