"""Genre: outpatient clinic letter (to GP / referring paediatrician, cc parents)."""
from blocks import letterhead, specimen_no
from cond_text import dx, proc, us, sp, side, appx, lc1
from common import add_days, initials, an, ext
import ids
import pools_places as PP

CONDS = ['undescended_testis'] * 4 + ['inguinal_hernia'] * 4 + ['umbilical_hernia'] * 2 + [
    'hydrocele'] * 2 + ['appendicitis'] * 3 + ['perforated', 'appendix_mass', 'appendix_mass',
                                                 'pyloric_stenosis', 'intussusception']
ELECTIVE = ('undescended_testis', 'inguinal_hernia', 'umbilical_hernia', 'hydrocele')
HOLS = {'UK': ['Easter', 'Christmas', 'the May bank holiday', 'Eid'],
        'IE': ['Easter', 'Christmas', "St Patrick's Day", 'the June bank holiday'],
        'US': ['Thanksgiving', 'Christmas', 'Spring Break', 'Fourth of July'],
        'AU': ['Easter', 'Christmas', 'Anzac Day', 'Australia Day'],
        'CA': ['Thanksgiving', 'Christmas', 'Canada Day', 'March Break']}


def holiday(rng, c):
    h = rng.choice(HOLS[c.country])
    pre = ''
    if h.startswith('the '):
        pre, h = 'the ', h[4:]
    return [pre, (h, 'DATE')]


def body_elective(d, c):
    r = c.rng
    he, his, him = c.sexw('he'), c.sexw('his'), c.sexw('him')
    d.f('I saw {PAT} today with {} {FAM}', c.P('first'), c.rel, c.F(c.parent, 'first'))
    if r.random() < 0.3:
        d.f(' and {} younger sibling', his)
    d.f(', following your referral of {DATE}. ', c.D(add_days(c.adm, -r.randrange(30, 150))))
    if c.cond == 'undescended_testis':
        d.f('{} {} testis has not been seen in the scrotum since birth. {} was born at term and '
            'is otherwise well. On examination the {} testis is {}, and the other testis is '
            'normal in size and position. ', his.capitalize(), side(c) if side(c) != 'bilateral'
            else 'left', c.P('first'), side(c) if side(c) != 'bilateral' else 'left',
            r.choice(['palpable in the superficial inguinal pouch and cannot be brought to the '
                      'scrotum', 'palpable at the external ring', 'not palpable']))
        d.f('I have explained that orchidopexy is recommended between 6 and 18 months (BAPS '
            'guidance) and discussed the risks including atrophy and reascent. ' if not us(c)
            else 'I explained that orchiopexy is recommended before 18 months (AUA 2014 '
                 'guideline) and reviewed the risks. ')
    elif c.cond == 'umbilical_hernia':
        d.f('The umbilical hernia has persisted beyond the age of {}; the defect is about {} cm. '
            'It has never been irreducible. ', r.choice(['3', '4']), r.choice(['1', '1.5', '2']))
    else:
        d.f('{} noticed an intermittent {} swelling {}. {} is otherwise well{}. On examination '
            'there is a {} {} which {}. ', c.rel.capitalize(), 'groin' if
            c.cond == 'inguinal_hernia' else 'scrotal', r.choice(['a few months ago',
                                                                  'in the summer',
                                                                  'since a chest infection']),
            c.P('first'), r.choice(['', ' and thriving', ', with no episodes of pain']),
            side(c), 'inguinal hernia' if c.cond == 'inguinal_hernia' else 'hydrocele',
            r.choice(['is easily reducible', 'transilluminates', 'was demonstrated on coughing']))
    prof = c.mum_prof if c.parent is c.mother else c.dad_prof
    d.f('\n\nI have added {} to the waiting list for {} as a day case under {}. The current '
        'wait is approximately {} weeks. ', him, lc1(proc(c)), sp(c, 'general anaesthetic',
                                                                     'general anesthesia'),
        r.choice(['12', '18', '20', '26', '8']))
    if r.random() < 0.5:
        d.f('{} works as {} {PROF} and has asked for a date around ', c.rel.capitalize(),
            an(prof), prof)
        d.f('{} if possible. ', holiday(r, c))
    if r.random() < 0.3:
        d.f('The family are visiting relatives in {CTRY} {}, so please bear this in mind. ',
            r.choice(PP.COUNTRIES), r.choice(['over the summer', 'for six weeks from July',
                                              'at the end of the year']))
    d.f('Written information was given ({}).\n', r.choice(['leaflet PIL-204', 'day surgery '
                                                          'booklet', 'BAPS leaflet']))


def body_followup(d, c):
    r = c.rng
    his = c.sexw('his')
    d.f('I reviewed {PAT} in clinic today, {} weeks after {} on {DATE}. ', c.P('first'),
        r.choice(['4', '6', '3']), lc1(proc(c)) if c.cond != 'appendix_mass' else
        'admission with an appendix mass', c.D(c.op, r.choice(['l', None])))
    if c.cond in ('appendicitis', 'perforated'):
        d.f('Histology ({IDN}) confirmed acute {} appendicitis{}. ', specimen_no(r, c),
            r.choice(['suppurative', 'gangrenous', 'phlegmonous']),
            r.choice(['', '; no neuroendocrine tumour', '; Enterobius vermicularis also seen']))
    d.f('{} has made a good recovery, is back at {ORG} and {}. The wounds have healed well. ',
        c.P('first'), c.school, r.choice(['eating normally', 'back to football',
                                          'has no pain', 'gaining weight well']))
    if c.cond == 'appendix_mass':
        d.f('As discussed, I have listed {} for interval laparoscopic {} in about {} weeks. ',
            c.sexw('him'), appx(c), r.choice(['8', '10', '12']))
    else:
        d.f('No routine follow-up is needed; I have discharged {} back to your care. ',
            c.sexw('him'))
    d.f('\n')


def make(rng, c, d):
    am = us(c)
    letterhead(d, c)
    cl = c.clinic if c.cond not in ELECTIVE else c.adm
    sec_i = initials(c.cns.first, c.cns.last).lower()
    d.f('\nOur ref: {DOC}/{DOC}/{MRN}\n', initials(c.cons.first, c.cons.last), sec_i, c.mrn)
    d.f('Clinic date: {DATE}   Dictated: {DATE}   Typed: {DATE}\n\n', c.D(cl),
        c.D(cl), c.D(add_days(cl, rng.randrange(1, 12))))
    ref = c.gp
    d.f('{}\n{HOSP}\n{}\n\n', c.sig(ref, 'full'), c.practice, c.addr(multi=True, which='gp'))
    d.f('Dear {} {DOC},\n\n', getattr(ref, 'title', 'Dr'), ref.last)
    d.f('Re: {PAT}   DOB: {DATE}', c.P(rng.choice(['full', 'fml', 'LF'])), c.D(c.dob))
    if c.nat:
        d.f('   {}: {MRN}', c.nat[0], c.nat[1])
    else:
        d.f('   {}: {MRN}', sp(c, 'Hosp No', 'MRN'), c.mrn)
    d.f('\n{}\n\n', c.addr())
    d.f('Diagnosis: {}\nPlan: {}\n\n', dx(c), proc(c) if c.cond in ELECTIVE else
        rng.choice(['Discharged', 'Interval %s' % appx(c), 'Open appointment']))
    if c.cond in ELECTIVE:
        body_elective(d, c)
    else:
        body_followup(d, c)
    if rng.random() < 0.4:
        d.f('\nContact for the family: {} (our CNS) on {PH} or {EM}.\n', c.sig(c.cns, 'full'),
            c.hosp_ph + rng.choice([' ext ' + ext(rng), '']), c.cns.user.replace('_', '.') +
            '@' + rng.choice(['example.org', 'example.net']))
    d.f('\n{}\n\n{}\n{}\n', sp(c, 'Yours sincerely,', 'Sincerely,'), c.sig(c.cons, 'full'),
        c.cons.role)
    if rng.random() < 0.6:
        d.f('{} {LIC}\n', c.cons.lic[0], c.cons.lic[1])
    d.f('\ncc: Parents of {PAT}, {}\n', c.P('full'), c.addr())
    if rng.random() < 0.5:
        pd = c.anaes
        d.f('cc: {}, Consultant Paediatrician, {HOSP}\n' if not am else
            'cc: {}, Pediatrician, {HOSP}\n', c.sig(pd, 'full'), c.hosp2)
    if rng.random() < 0.3:
        d.f('cc: Community children\'s nursing team (fax {FAX})\n', c.hosp_fax)
    d.f('\nDictated by {DOC}, typed by {DOC}. Not proofread.\n' if rng.random() < 0.3 else
        '\n{DOC}/{DOC}\n', c.cons.last if rng.random() < 0.5 else
        initials(c.cons.first, c.cons.last), sec_i)
