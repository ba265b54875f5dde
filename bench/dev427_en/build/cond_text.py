"""Condition-specific wording: diagnoses, procedures, codes, history and examination."""
import pools_places as PP


def lc1(s):
    return s[:1].lower() + s[1:]


def us(c):
    return c.country in ('US', 'CA')


def sp(c, uk, am):
    return am if us(c) else uk


def side(c):
    if not hasattr(c, '_side'):
        if c.cond in ('inguinal_hernia', 'undescended_testis', 'hydrocele',
                      'incarcerated_hernia'):
            c._side = c.rng.choice(['right', 'right', 'left', 'left', 'bilateral']
                                   if c.cond != 'incarcerated_hernia' else ['right', 'left'])
        else:
            c._side = ''
    return c._side


def appx(c):
    return sp(c, 'appendicectomy', 'appendectomy')


def dx(c):
    k, s = c.cond, side(c)
    return {
        'appendicitis': 'Acute appendicitis',
        'perforated': 'Perforated appendicitis with localised peritonitis',
        'appendix_mass': 'Appendix mass / phlegmon',
        'inguinal_hernia': '%s inguinal hernia' % s.capitalize(),
        'incarcerated_hernia': 'Incarcerated %s inguinal hernia, reduced by taxis' % s,
        'umbilical_hernia': 'Umbilical hernia',
        'pyloric_stenosis': 'Infantile hypertrophic pyloric stenosis',
        'intussusception': 'Ileocolic intussusception',
        'undescended_testis': '%s undescended testis%s' % (
            s.capitalize(), ' (palpable)' if c.rng.random() < 0.7 else ' (impalpable)'),
        'hydrocele': '%s communicating hydrocele' % s.capitalize(),
        'gastroschisis': 'Gastroschisis (simple)',
        'oa_tof': sp(c, 'Oesophageal atresia with distal TOF (Gross type C)',
                     'Esophageal atresia with distal TEF (Gross type C)'),
        'malrotation': 'Malrotation with midgut volvulus',
        'duodenal_atresia': 'Duodenal atresia',
        'hirschsprung': "Suspected Hirschsprung's disease",
        'arm': 'Anorectal malformation (male, rectourethral fistula)' if c.sex == 'M'
        else 'Anorectal malformation (rectovestibular fistula)',
        'nec': 'Necrotising enterocolitis, Bell stage IIIB',
    }[k]


def proc(c):
    k, s = c.cond, side(c)
    r = c.rng
    if not hasattr(c, '_proc'):
        c._proc = {
            'appendicitis': 'Laparoscopic %s' % appx(c),
            'perforated': 'Laparoscopic %s and washout' % appx(c),
            'appendix_mass': 'IV antibiotics; interval laparoscopic %s in 8-12 weeks' % appx(c),
            'inguinal_hernia': r.choice(['%s open inguinal herniotomy' % s.capitalize(),
                                         'Laparoscopic %s inguinal hernia repair (PIRS)' % s]),
            'incarcerated_hernia': '%s inguinal herniotomy' % s.capitalize(),
            'umbilical_hernia': 'Umbilical hernia repair',
            'pyloric_stenosis': r.choice(['Laparoscopic pyloromyotomy',
                                          'Open (Ramstedt) pyloromyotomy via supraumbilical incision']),
            'intussusception': r.choice(['Air enema reduction under fluoroscopy',
                                         'Laparotomy and manual reduction (Hutchinson manoeuvre)']),
            'undescended_testis': '%s inguinal %s' % (s.capitalize(),
                                                      sp(c, 'orchidopexy', 'orchiopexy')),
            'hydrocele': 'Ligation of %s patent processus vaginalis' % s,
            'gastroschisis': r.choice(['Preformed silo application, staged reduction',
                                       'Primary closure under GA']),
            'oa_tof': 'Right thoracotomy, ligation of TOF and primary oesophageal anastomosis'
            if not us(c) else 'Right thoracotomy, TEF ligation and primary esophageal anastomosis',
            'malrotation': "Laparotomy, derotation of volvulus, Ladd's procedure",
            'duodenal_atresia': 'Duodenoduodenostomy (Kimura diamond)',
            'hirschsprung': 'Rectal suction biopsy; rectal washouts',
            'arm': 'Divided sigmoid colostomy',
            'nec': 'Laparotomy, resection of necrotic ileum, ileostomy and mucous fistula',
        }[k]
    return c._proc


CODES = {
    'appendicitis': ('K35.80', 'H01.1', '44970'), 'perforated': ('K35.32', 'H01.1', '44970'),
    'appendix_mass': ('K35.33', 'H02.9', '44970'),
    'inguinal_hernia': ('K40.90', 'T19.1', '49500'),
    'incarcerated_hernia': ('K40.30', 'T19.1', '49501'),
    'umbilical_hernia': ('K42.9', 'T24.1', '49580'), 'pyloric_stenosis': ('Q40.0', 'G40.1', '43520'),
    'intussusception': ('K56.1', 'H31.1', '74283'), 'undescended_testis': ('Q53.10', 'N09.1', '54640'),
    'hydrocele': ('N43.3', 'N11.2', '55060'), 'gastroschisis': ('Q79.3', 'T30.3', '49605'),
    'oa_tof': ('Q39.1', 'G02.1', '43312'), 'malrotation': ('Q43.3', 'G73.5', '44055'),
    'duodenal_atresia': ('Q41.0', 'G51.1', '44126'), 'hirschsprung': ('Q43.1', 'H22.1', '45100'),
    'arm': ('Q42.3', 'H14.1', '44320'), 'nec': ('P77.1', 'G69.3', '44120'),
}


def codes_line(c):
    icd, opcs, cpt = CODES[c.cond]
    if us(c):
        return 'ICD-10-CM %s; CPT %s' % (icd, cpt)
    return 'ICD-10 %s; OPCS-4 %s%s' % (icd, opcs, ' Y75.2' if 'aparoscopic' in proc(c) else '')


def onset_words(c):
    return c.rng.choice(['yesterday evening', 'the night before admission', '2 days ago',
                         'about 36 hours ago', 'this morning', 'overnight', '3 days ago'])


def hpc(d, c):
    """History of presenting complaint written into d; may include PHI."""
    r, k = c.rng, c.cond
    he, his = c.sexw('he'), c.sexw('his')
    mum = c.rel
    if k in ('appendicitis', 'perforated', 'appendix_mass'):
        d.f('Abdo pain since {}, initially periumbilical then migrated to {}. ', onset_words(c),
            sp(c, 'RIF', 'RLQ'))
        d.f('Anorexic, vomited x%d (non-bilious). %s. ' % (
            r.randrange(1, 6), r.choice(['Fever at home, Tmax 38.6', 'Felt hot, no thermometer',
                                         'No fever reported', 'Fevers and rigors overnight'])))
        d.f('Pain worse on walking and going over bumps in the car. BO {} - {}. PU normal, no dysuria. ',
            r.choice(['yesterday', 'this am', '2 days ago']),
            r.choice(['normal', 'loose x2', 'hard']))
        if r.random() < 0.4:
            d.f('Seen by {} at {HOSP} {}, given {} and sent home; ',
                r.choice(['GP', 'out-of-hours GP', 'urgent care']), c.practice,
                r.choice(['yesterday', 'the day before']), sp(c, 'Calpol', 'Tylenol'))
            d.f('re-presented as pain worse. ')
        if k != 'appendicitis':
            d.f('Symptoms now {} days, increasingly unwell. ', r.randrange(3, 7))
        if r.random() < 0.35:
            d.f('Returned from {CTRY} {} ago. ', r.choice(PP.COUNTRIES),
                r.choice(['a week', '10 days', '2 weeks']))
    elif k in ('inguinal_hernia', 'incarcerated_hernia', 'hydrocele'):
        where = 'groin' if k != 'hydrocele' else 'scrotal'
        d.f('{} noticed a {} {} swelling {}, ', mum.capitalize(), side(c) if side(c) !=
            'bilateral' else 'bilateral', where, r.choice(['at bath time', 'when crying',
                                                           'after a coughing illness',
                                                           'while changing nappy' if not us(c)
                                                           else 'during diaper change']))
        if k == 'incarcerated_hernia':
            d.f('became hard and tender this afternoon, inconsolable, vomited x2. ')
        else:
            d.f('comes and goes, bigger at the end of the day. Reducible. No pain, no vomiting. ')
        if c.age_days < 365 and r.random() < 0.5:
            d.f('Ex-{}+{} week prem, NICU stay for {}. ', r.randrange(27, 35), r.randrange(0, 7),
                r.choice(['respiratory support', 'CPAP', 'feeding']))
    elif k == 'umbilical_hernia':
        d.f('Umbilical swelling since birth, not resolving, {} mm defect per GP. '
            'No episodes of pain or irreducibility. Parents keen for repair. ',
            r.randrange(10, 25))
    elif k == 'pyloric_stenosis':
        d.f('{} day history of projectile non-bilious vomiting after every feed, '
            'hungry straight after. ', r.randrange(2, 8))
        d.f('{} today. Weight down from {} kg. ', r.choice(['1 wet nappy', '2 wet nappies',
                                                             '3 wet nappies']) if not us(c)
            else r.choice(['1 wet diaper', '2 wet diapers', '3 wet diapers']),
            '%.2f' % (3.4 + r.random()))
        if r.random() < 0.4:
            d.f('Changed formula twice on advice of HV, no better. ' if not us(c) else
                'Formula changed twice by pediatrician, no better. ')
    elif k == 'intussusception':
        d.f('Episodic screaming with drawing up of legs since {}, pale and floppy between episodes. ',
            onset_words(c))
        d.f('Vomiting, now {}. {} ', r.choice(['bile-stained', 'non-bilious']),
            r.choice(['Redcurrant jelly stool x1 in ED.', 'Blood-streaked stool this am.',
                      'No PR bleeding.']))
        if r.random() < 0.5:
            d.f('Preceding coryzal illness, {} at nursery ({ORG}). ', 'sibling also unwell',
                r.choice(PP.NURSERIES[c.country]))
    elif k == 'undescended_testis':
        d.f('Referred as {} testis not felt in scrotum at {} check. ', side(c),
            r.choice(['6-8 week baby', 'newborn', 'routine', '12 month']))
        d.f('Born at {}+{} weeks. No previous groin surgery. ', r.randrange(34, 42),
            r.randrange(0, 7))
    else:
        neon(d, c)


def neon(d, c):
    r, k = c.rng, c.cond
    ga = getattr(c, '_ga', None) or '%d+%d' % (r.randrange(32, 41), r.randrange(0, 7))
    bw = getattr(c, '_bw', None) or '%.2f' % (1.8 + r.random() * 1.8)
    d.f('Born at {} weeks by {}, BW {} kg, Apgars {} and {}. ', ga,
        r.choice(['SVD', 'emergency LSCS', 'elective LSCS', 'ventouse']), bw,
        r.randrange(5, 10), r.randrange(7, 11))
    txt = {
        'gastroschisis': 'Antenatal diagnosis at 20-week anomaly scan. Bowel covered in cling '
                         'film / bowel bag at delivery, lying on right side. ',
        'oa_tof': 'Polyhydramnios antenatally. Frothy secretions at birth, unable to pass '
                  '10 Fr NGT beyond 10 cm; CXR coil in upper pouch, gas in stomach. ',
        'malrotation': 'Feeding well until bilious (green) vomiting x3 today, abdomen soft. ',
        'duodenal_atresia': 'Double bubble on antenatal scan. Bilious aspirates from birth. ',
        'hirschsprung': 'Delayed passage of meconium (>48 h), abdominal distension, bilious '
                        'vomits. Explosive stool after PR exam. ',
        'arm': 'No anus seen at newborn check; meconium in urine noted. ',
        'nec': 'Day 9 feeds, now abdominal distension, bilious aspirates, bloody stool; AXR '
               'pneumatosis and portal venous gas. ',
    }[k]
    d.f(txt)


def exam(d, c, sick=None):
    r, k = c.rng, c.cond
    if k in ('appendicitis', 'perforated', 'appendix_mass'):
        d.f('Flushed, {}. Abdo: tender {} with guarding{}, {}. ',
            r.choice(['dry lips', 'lying still', 'walking bent over', 'looks unwell']),
            sp(c, 'RIF', 'RLQ'), ', percussion tenderness' if k != 'appendicitis' else '',
            r.choice(["McBurney's point tenderness, Rovsing's positive",
                      "Rovsing's sign +ve, psoas sign +ve", 'localised peritonism RIF',
                      "tender McBurney's point, no mass"]))
        if k == 'appendix_mass':
            d.f('Tender mass palpable RIF ~5 cm. ')
        d.f("Murphy's sign neg. Testes normal. " if c.sex == 'M' else "Murphy's sign neg. ")
    elif k in ('inguinal_hernia', 'incarcerated_hernia', 'hydrocele'):
        d.f('{} groin: {}. Testes both descended{}. ', side(c).capitalize(),
            {'inguinal_hernia': 'reducible swelling, cord thickened (silk sign)',
             'incarcerated_hernia': 'tense tender irreducible lump, overlying skin red',
             'hydrocele': 'transilluminates, can get above it'}[k],
            '' if c.sex == 'M' else ' N/A (female) - ovary not palpable in sac')
    elif k == 'umbilical_hernia':
        d.f('Umbilical defect {} cm, reducible, proboscis-type skin. ', r.choice(['1.5', '2', '1']))
    elif k == 'pyloric_stenosis':
        d.f('Sunken fontanelle, dry mucous membranes, CRT {} s. Test feed: visible peristalsis, '
            'olive {}. ', r.choice(['2', '3']), r.choice(['palpable RUQ', 'not felt']))
    elif k == 'intussusception':
        d.f('Pale, lethargic. Sausage-shaped mass RUQ, empty RIF ({}). ', "Dance's sign")
    elif k == 'undescended_testis':
        d.f('{} testis {}; contralateral normal volume on Prader orchidometer ({} ml). ',
            side(c).capitalize(), r.choice(['palpable in superficial inguinal pouch',
                                           'palpable at external ring, not brought to scrotum',
                                           'impalpable']), r.choice(['1', '2']))
    else:
        d.f('{}. ', r.choice(['Pink, well perfused, self-ventilating in air',
                              'Ventilated, sedated, perfusion satisfactory',
                              'On CPAP 6 cmH2O, FiO2 0.25']))
