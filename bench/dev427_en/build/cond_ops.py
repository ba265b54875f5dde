"""Condition-specific operative, imaging, consent and discharge wording (no PHI)."""
from cond_text import sp, side, us, proc


def op_findings(c):
    r, k, s = c.rng, c.cond, side(c)
    return {
        'appendicitis': r.choice(['Inflamed, oedematous appendix, retrocaecal, no perforation. '
                                  'Small amount of turbid fluid in pelvis.',
                                  'Acutely inflamed distal appendix with fibrinous exudate; '
                                  'base healthy. Meckel\'s diverticulum excluded (ileum run 100 cm).']),
        'perforated': 'Perforated gangrenous appendix with faecolith at tip; purulent fluid '
                      'RIF and pelvis, fibrinous adhesions to omentum.',
        'appendix_mass': 'Not operated this admission (see plan).',
        'inguinal_hernia': 'Patent processus vaginalis / indirect sac on the %s; '
                           'vas and vessels identified and preserved.' % (s if s != 'bilateral'
                                                                          else 'both sides'),
        'incarcerated_hernia': 'Thickened oedematous sac, contents previously reduced; bowel '
                               'not inspected - no concern.',
        'umbilical_hernia': 'Fascial defect %s cm, omentum in sac.' % r.choice(['1.5', '2', '1.2']),
        'pyloric_stenosis': 'Hypertrophied pylorus ~2 cm long. Myotomy to submucosa, mucosa '
                            'bulging, no perforation (air leak test negative).',
        'intussusception': 'Ileocolic intussusception to hepatic flexure, reduced; ileum viable '
                           'after warm packs, no lead point.',
        'undescended_testis': '%s testis at deep ring / canalicular, size %s, epididymis normal, '
                              'patent PV.' % (s.capitalize(), r.choice(['normal', 'slightly small'])),
        'hydrocele': 'Narrow patent processus vaginalis, clear fluid.',
        'gastroschisis': 'Defect 2 cm right of cord; bowel thickened, no atresia, no necrosis.',
        'oa_tof': 'Distal fistula from membranous trachea ligated; gap 1.5 vertebral bodies.',
        'malrotation': 'Midgut volvulus 360 degrees clockwise; bowel dusky, pinked up after '
                       'derotation; narrow mesentery, Ladd\'s bands.',
        'duodenal_atresia': 'Type 1 duodenal web / atresia, second part of duodenum, annular '
                            'pancreas.',
        'hirschsprung': 'Transition zone suspected at rectosigmoid on contrast.',
        'arm': 'Colostomy fashioned in LIF, mucous fistula separate.',
        'nec': '25 cm of necrotic terminal ileum, perforation; colon viable.',
    }[k]


def op_steps(c):
    r, k = c.rng, c.cond
    if k in ('appendicitis', 'perforated'):
        steps = ['Open Hasson entry at umbilicus, 10 mm port; pneumoperitoneum 10 mmHg.',
                 'Two 5 mm ports (suprapubic and LIF) under vision.',
                 'Mesoappendix divided with %s.' % r.choice(['diathermy hook', 'LigaSure',
                                                             'Harmonic scalpel']),
                 'Base secured with 2 x Endoloop (PDS), appendix divided and retrieved in bag.']
        if k == 'perforated':
            steps.append('Suction washout to clear effluent; pelvic drain not placed.')
        steps.append('Fascia at umbilicus 2/0 Vicryl; skin 4/0 Monocryl subcuticular, Dermabond.')
    elif k == 'inguinal_hernia' and 'aparo' in proc(c):
        steps = ['3 mm umbilical port, 30-degree scope; contralateral deep ring inspected.',
                 'Internal ring encircled extraperitoneally with 2/0 non-absorbable suture on '
                 'a spinal needle (PIRS), knot buried subcutaneously.',
                 'Port site 5/0 Monocryl, Dermabond.']
    elif k in ('inguinal_hernia', 'incarcerated_hernia', 'hydrocele'):
        steps = ['Skin crease incision, Scarpa\'s fascia opened.',
                 'External oblique %s.' % r.choice(['opened', 'not opened (Mitchell-Banks)']),
                 'Sac separated from cord structures, twisted and transfixed with 3/0 Vicryl.',
                 'LA: %s.' % r.choice(['0.25% levobupivacaine 0.8 ml/kg infiltrated',
                                       'ilioinguinal block 0.25% bupivacaine',
                                       'caudal given by anaesthetist']),
                 'Testis checked in scrotum at end.' if c.sex == 'M' else 'Round ligament preserved.',
                 'Skin 5/0 Monocryl subcuticular, Steri-Strips.']
    elif k == 'umbilical_hernia':
        steps = ['Infraumbilical smile incision.', 'Sac excised, defect closed 2/0 PDS '
                 'interrupted (Mayo not used).', 'Umbilicoplasty, 5/0 Monocryl, pressure '
                 'dressing (gauze ball + Tegaderm).']
    elif k == 'pyloric_stenosis':
        steps = ['3 mm umbilical port + 2 stab incisions.' if 'aparo' in proc(c) else
                 'Supraumbilical curved incision, pylorus delivered.',
                 'Serosa incised on avascular anterior surface, muscle split with spreader.',
                 'Mucosal integrity checked with 20 ml air via NGT.',
                 'Closure 4/0 Monocryl, Steri-Strips.']
    elif k == 'intussusception':
        steps = (['Fluoroscopic air enema, max pressure 120 mmHg, 2 attempts.',
                  'Free reflux of air into terminal ileum confirmed.', 'No perforation.']
                 if 'Air' in proc(c) else
                 ['Right transverse supraumbilical incision.', 'Gentle retrograde squeeze.',
                  'Appendix left in situ.', 'Closure in layers, 4/0 Monocryl to skin.'])
    elif k == 'undescended_testis':
        steps = ['Groin crease incision; testis mobilised, gubernaculum divided.',
                 'PPV separated and ligated; retroperitoneal dissection for length.',
                 'Scrotal incision, testis placed in sub-dartos pouch, no tension.',
                 '5/0 Vicryl Rapide to skin.']
    else:
        steps = ['Procedure as per %s protocol.' % sp(c, 'neonatal surgical', 'NICU'),
                 'Haemostasis checked.', 'Closure in layers.']
    return steps


def us_findings(c, positive=True):
    r, k, s = c.rng, c.cond, side(c)
    if k in ('appendicitis', 'perforated', 'appendix_mass'):
        if not positive:
            return ('Appendix identified in %s, compressible, diameter %s mm, no periappendiceal '
                    'fat stranding. No free fluid.' % (sp(c, 'RIF', 'RLQ'),
                                                       r.choice(['4', '5', '4.5'])),
                    'Normal appendix. No sonographic evidence of appendicitis.')
        dia = r.choice(['8', '9', '10', '11', '7.5', '12'])
        extra = r.choice(['Appendicolith 6 mm at base with acoustic shadowing.',
                          'Echogenic inflamed periappendiceal fat.',
                          'Loss of wall stratification at tip, suggesting perforation.',
                          'Hyperaemia on colour Doppler.'])
        return ('Blind-ending, non-compressible tubular structure in %s, outer diameter %s mm. '
                '%s Small volume free fluid in pelvis. Mesenteric nodes up to %s mm.'
                % (sp(c, 'RIF', 'RLQ'), dia, extra, r.choice(['8', '10', '6'])),
                'Findings consistent with acute appendicitis%s.' %
                (' with possible perforation' if k == 'perforated' else ''))
    if k == 'pyloric_stenosis':
        if not positive:
            return ('Pyloric muscle thickness 2.1 mm, channel length 11 mm. Gastric contents '
                    'pass freely through the pylorus.', 'Normal pylorus. Consider reflux.')
        return ('Pyloric muscle wall thickness %s mm (normal <3 mm), channel length %s mm, '
                'pyloric diameter %s mm. No passage of gastric contents during %d min '
                'observation. Stomach distended.' % (r.choice(['4.2', '4.8', '5.1', '3.9']),
                                                      r.choice(['18', '19', '21', '22']),
                                                      r.choice(['13', '14', '15']),
                                                      r.randrange(5, 12)),
                'Appearances consistent with hypertrophic pyloric stenosis.')
    if k == 'intussusception':
        return ('Target sign in RUQ, %s cm diameter, with trapped lymph nodes. Colour Doppler '
                'flow present in bowel wall. Small amount of trapped fluid. No free fluid.' %
                r.choice(['2.8', '3.2', '3.5', '2.5']),
                'Ileocolic intussusception. Referred directly for air enema reduction.')
    if k in ('inguinal_hernia', 'incarcerated_hernia', 'hydrocele'):
        return ('%s inguinal canal: %s. %s' % (
            s.capitalize(), 'bowel loop extending through deep ring on straining'
            if k != 'hydrocele' else 'fluid-filled processus communicating with peritoneum',
            'Testes normal size and echotexture, normal flow.' if c.sex == 'M' else
            'Ovary not seen within the sac; both ovaries in the pelvis.'),
            '%s %s.' % (s.capitalize(), 'inguinal hernia' if k != 'hydrocele' else
                        'communicating hydrocele'))
    if k == 'undescended_testis':
        a, b = ('Left', 'Right') if s == 'left' else ('Right', 'Left')
        return ((a + ' testis %s x %s x %s mm in the %s. ' + b + ' testis in scrotum %s. No '
                 'intra-abdominal testis seen.') % (r.randrange(9, 15), r.randrange(6, 9),
                                                   r.randrange(5, 8),
                                                   r.choice(['inguinal canal',
                                                             'superficial inguinal pouch']),
                                                   r.choice(['normal', 'normal size'])),
                'Undescended testis in inguinal canal. Note: US not required for surgical '
                'planning per guidance.')
    return ('Bowel loops dilated, %s. Free fluid %s.' % (r.choice(['thickened walls',
                                                               'reduced peristalsis']),
                                                     r.choice(['small volume', 'none'])),
            'Neonatal abdomen: see surgical review.')


def risks(c):
    k = c.cond
    base = ['bleeding', 'infection (wound or deep)', 'pain', 'scar',
            sp(c, 'anaesthetic risks (discussed by anaesthetist)',
               'anesthetic risks (discussed by anesthesia)')]
    extra = {
        'appendicitis': ['intra-abdominal collection (up to 5%)', 'conversion to open',
                         'removal of a normal appendix', 'injury to bowel/bladder/vessels',
                         'adhesions / obstruction later in life'],
        'inguinal_hernia': ['recurrence (~1%)', 'injury to vas deferens or testicular vessels',
                            'testicular atrophy (<1%)', 'contralateral hernia later',
                            'hydrocele'],
        'pyloric_stenosis': ['mucosal perforation (~1-2%)', 'incomplete myotomy',
                             'post-op vomiting for 24-48 h', 'wound hernia'],
        'intussusception': ['perforation during enema (~1%)', 'recurrence (~10%)',
                            'need for laparotomy / bowel resection'],
        'undescended_testis': ['testicular atrophy (1-2%)', 'reascent needing redo',
                               'injury to vas or vessels', 'haematoma'],
        'umbilical_hernia': ['recurrence', 'haematoma', 'cosmetic appearance of umbilicus'],
    }
    key = {'perforated': 'appendicitis', 'appendix_mass': 'appendicitis',
           'incarcerated_hernia': 'inguinal_hernia', 'hydrocele': 'inguinal_hernia'}.get(k, k)
    return base + extra.get(key, ['anastomotic leak / stricture', 'need for further surgery',
                                  'prolonged stay on ' + sp(c, 'NICU', 'NICU')])


def dc_advice(c):
    k = c.cond
    lines = ['Regular %s for 48-72 h then as needed.' % (
        sp(c, 'paracetamol and ibuprofen', 'acetaminophen and ibuprofen') if c.age_days > 90
        else sp(c, 'paracetamol (no ibuprofen under 3 months)', 'acetaminophen')),
             'Wound: glue will peel off in 7-10 days; %s.' % (
                 'shower from day 2, no baths or swimming for 1 week' if c.age_days > 365 else
                 'sponge bath only for 5 days, keep nappy area clean'),
             'Seek advice for fever >38, increasing pain, vomiting, redness or discharge from wound.']
    if k in ('appendicitis', 'perforated', 'appendix_mass'):
        lines.append('Off school 1 week, no PE or contact sport for 4-6 weeks.')
    elif k in ('inguinal_hernia', 'hydrocele', 'undescended_testis', 'incarcerated_hernia'):
        lines.append('No bikes, straddle toys or trampolines for 2 weeks.')
    elif k == 'pyloric_stenosis':
        lines.append('Normal feeds; small vomits common for a few days.')
    return lines
