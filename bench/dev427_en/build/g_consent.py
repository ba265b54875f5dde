"""Genre: parent information and consent record."""
import ids
import pools_places as PP
from blocks import sticker, hhmm
from cond_text import dx, proc, us, sp, side
from cond_ops import risks
from common import add_days, url, email, ext, an

CONDS = ['inguinal_hernia'] * 4 + ['undescended_testis'] * 4 + ['appendicitis'] * 3 + [
    'umbilical_hernia', 'umbilical_hernia', 'pyloric_stenosis', 'pyloric_stenosis', 'hydrocele',
    'intussusception', 'appendix_mass', 'gastroschisis']
LEAF = {'inguinal_hernia': 'inguinal-hernia', 'undescended_testis': 'undescended-testes',
        'appendicitis': 'appendicitis', 'umbilical_hernia': 'umbilical-hernia',
        'pyloric_stenosis': 'pyloric-stenosis', 'hydrocele': 'hydrocele',
        'intussusception': 'intussusception', 'appendix_mass': 'appendix-mass',
        'gastroschisis': 'gastroschisis'}
BENEFIT = {'inguinal_hernia': 'to prevent the hernia becoming stuck (incarceration) and damaging '
                              'bowel or testis/ovary',
           'undescended_testis': 'to place the testis in the scrotum, to help future fertility, '
                                 'allow self-examination and reduce torsion risk',
           'appendicitis': 'to remove the inflamed appendix and treat the infection',
           'umbilical_hernia': 'to close the defect; cosmetic improvement',
           'pyloric_stenosis': 'to relieve the obstruction so that your baby can feed normally',
           'hydrocele': 'to stop fluid entering the scrotum and prevent hernia',
           'intussusception': 'to unfold the bowel and restore blood supply',
           'appendix_mass': 'to remove the appendix once inflammation settled, to prevent recurrence',
           'gastroschisis': 'to return the bowel to the abdomen and close the defect'}


def make(rng, c, d):
    am = us(c)
    uk = c.country == 'UK'
    d.f('{}\n', 'CONSENT FORM 3\nPatient/parental agreement to investigation or treatment '
        '(procedures where consciousness not impaired excluded)' if uk and rng.random() < 0.7
        else rng.choice([sp(c, 'CONSENT TO TREATMENT - PARENT/GUARDIAN', 'INFORMED CONSENT FOR '
                            'SURGICAL PROCEDURE - MINOR'), 'Parent Information and Consent Record',
                         sp(c, 'Consent for Operation (child)', 'Surgical Consent - Pediatric')]))
    d.f('{HOSP}\n', c.hosp)
    sticker(d, c)
    op_day = add_days(c.adm, rng.randrange(7, 70)) if c.cond not in (
        'appendicitis', 'intussusception', 'pyloric_stenosis', 'gastroschisis') else c.op
    d.f('\nResponsible health professional: {} ({})\n', c.sig(c.cons, 'full'), c.cons.role)
    d.f('Name of proposed procedure: {}\n', proc(c).upper() if rng.random() < 0.3 else proc(c))
    if side(c):
        d.f('Side: {} (written in full, site to be marked)\n', side(c).upper())
    d.f('Intended benefits: {}.\n', BENEFIT.get(c.cond, 'to treat the condition'))
    d.f('Serious or frequently occurring risks:\n')
    for r in risks(c):
        d.f('  - {}\n', r)
    d.f('Additional procedures that may become necessary: {}\n', {
        'appendicitis': 'conversion to open operation; drain',
        'inguinal_hernia': 'contralateral exploration if PPV seen at laparoscopy',
        'undescended_testis': sp(c, 'orchidectomy', 'orchiectomy') + ' if testis non-viable '
        '(discussed); second-stage procedure', 'intussusception': 'laparotomy if enema fails',
        'pyloric_stenosis': 'conversion to open operation'}.get(c.cond, 'none anticipated'))
    d.f('{}: {}\n', sp(c, 'Anaesthesia', 'Anesthesia'), rng.choice([
        'general anaesthetic +/- caudal; to be discussed with the anaesthetist on the day',
        'general anesthesia with regional block' if am else 'GA + local anaesthetic to wound']))
    d.f('\nINFORMATION GIVEN\n')
    d.f('Leaflet "{}" (ref {}) given; also at {URL}\n', rng.choice([
        'Your child\'s operation', 'Going home after day surgery', 'Information for parents',
        'Caring for your child after surgery']), 'PIL-%d v%d' % (rng.randrange(100, 999),
                                                                rng.randrange(2, 9)),
        url(rng, 'parents/%s' % LEAF.get(c.cond, 'surgery')))
    d.f('Discussed with {} {FAM}', c.rel, c.F(c.parent, rng.choice(['full', 'first'])))
    if rng.random() < 0.5:
        other = c.father if c.parent is c.mother else c.mother
        d.f(' and {} {FAM}', 'dad' if other is c.father else sp(c, 'mum', 'mom'),
            c.F(other, 'first'))
    if rng.random() < 0.3:
        g = rng.choice(['grandmother', 'nan', 'aunt', 'family friend'])
        d.f(' ({} {FAM} also present)', g, c.F(c.mother.__class__(rng.choice(
            ['Maureen', 'Bernadette', 'Ngozi', 'Farida', 'Teresa', 'Agnieszka', 'Sunita',
             'Dolores', 'Pauline', 'Hong']), c.child.last, 'F'), 'full'))
    prof = c.mum_prof if c.parent is c.mother else c.dad_prof
    d.f('. {} is {} {PROF}{}. ', c.rel.capitalize(), an(prof), prof, rng.choice(['; good understanding', ', asked appropriate questions',
                                '; wanted written info', '']))
    if rng.random() < 0.35:
        lang = rng.choice(['Polish', 'Arabic', 'Urdu', 'Romanian', 'Somali', 'Portuguese',
                           'Tigrinya', 'Vietnamese', 'Mandarin', 'Pashto'])
        d.f('Professional {} interpreter {DOC} (badge {IDN}) present throughout.', lang,
            rng.choice(['Rana Haddad', 'Piotr Zielinski', 'Amal Yusuf', 'Tuan Ngo',
                        'Ana Ribeiro', 'Mirela Stan', 'Hamid Karimi', 'Wen Li']),
            'INT-' + ids.digits(rng, 5))
    d.plain('\n')
    if c.age_days > 12 * 365:
        d.f('{PAT} involved in discussion; {} and agrees.\n', c.P('first'),
            sp(c, 'Gillick competent', 'assent obtained'))
    d.f('Parental responsibility: {}\n', rng.choice([
        'mother (birth certificate)', 'both parents, married', 'both parents',
        'father named on birth certificate', 'special guardianship order - copy on file',
        'mother', 'both parents, not married (father on birth certificate)']))
    d.f('\nBEFORE SURGERY ({DATE})\n', c.D(op_day, 'W' if rng.random() < 0.5 else None))
    times = rng.choice([('07:00', '02:00', '06:00'), ('07:15', '02:30', '06:30'),
                        ('11:30', '07:30', '11:00')])
    if c.age_days < 28:
        d.f('Baby stays on {HOSP}; feeds stopped, NGT on free drainage. Parents to be at the '
            'cot side from {}.\n', c.nnu, times[0])
    else:
        d.f('Arrive {HOSP} at {}. No food or milk after {}; clear fluids until {}.\n',
            c.dayunit if op_day != c.op else c.ward, *times)
    if rng.random() < 0.5:
        d.f('Parking: parent permit for vehicle {VEH}; {LOC}, level {}.\n',
            ids.plate(rng, c.country), rng.choice(['Car Park B', 'Gatehouse multistorey',
                                                  'Visitor car park 3']), rng.randrange(1, 5))
    d.f('Questions: {} {PH} or {EM}\n', rng.choice(['pre-op nurse', 'day unit', 'CNS']),
        c.ward_ph, email(rng, '', '', rng.choice(['preop.assessment', 'dayunit.paeds',
                                                  'paedsurgery.cns'])))
    d.f('\nSTATEMENT OF HEALTH PROFESSIONAL\nI have explained the procedure, benefits, risks and '
        'alternatives (including {}).\n', rng.choice(['watchful waiting', 'no treatment',
                                                      'antibiotics alone (non-operative)',
                                                      'delaying surgery']))
    who = c.reg if rng.random() < 0.5 else c.cons
    d.f('Signed: {}   Job title: {}   {} {LIC}   Date: {DATE} {}   Contact: {PH}\n',
        c.sig(who, 'full'), who.role, who.lic[0], who.lic[1], c.D(c.adm), hhmm(rng, 9, 17),
        who.bleep)
    d.f('\nSTATEMENT OF PARENT\nI agree to the procedure described on this form.\n')
    d.f('Signed: {FAM}   Relationship: {}   Date: {DATE}\n', c.F(c.parent),
        'mother' if c.parent is c.mother else 'father', c.D(c.adm))
    d.f('Contact: {PH}   Email (copy of form): {EM}\n', c.par_ph, c.par_email)
    if rng.random() < 0.7:
        d.f('\nCONFIRMATION OF CONSENT (day of surgery): confirmed with {} by {} on {DATE}; '
            'no change in health.\n', c.rel, c.sig(c.jr if rng.random() < 0.5 else c.reg, 'full'),
            c.D(op_day))
    d.f('Copy given to parent: {}. Scanned to record by {USR} ext {PH}.\n',
        rng.choice(['yes', 'Yes', 'Y']), c.cns.user, ext(rng))
