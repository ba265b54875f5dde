"""Genre: operation note / operative report."""
import ids
from blocks import sticker, hhmm, ehr_footer, specimen_no, ident_line
from cond_text import dx, proc, us, sp, codes_line, lc1
from cond_ops import op_findings, op_steps
from common import digits, initials

CONDS = ['appendicitis'] * 4 + ['perforated'] * 2 + ['inguinal_hernia'] * 3 + [
    'undescended_testis'] * 3 + ['pyloric_stenosis'] * 2 + ['intussusception', 'umbilical_hernia',
                                                           'hydrocele', 'incarcerated_hernia',
                                                           'gastroschisis', 'malrotation',
                                                           'nec', 'oa_tof']
ANAES = ['GA, LMA (i-gel size 2) + caudal', 'GA, ETT (Microcuff 5.0) + TAP blocks',
         'GA, RSI, ETT', 'GA + local infiltration', 'GA, gas induction, LMA, ilioinguinal block',
         'Spinal (awake, 0.5% heavy bupivacaine)']


def anaes_for(c):
    r = c.rng
    if c.cond in ('inguinal_hernia', 'hydrocele', 'undescended_testis', 'umbilical_hernia',
                  'incarcerated_hernia'):
        return r.choice(['GA, LMA (i-gel size 2) + caudal', 'GA + local infiltration',
                         'GA, gas induction, LMA, ilioinguinal block',
                         'Spinal (awake, 0.5% heavy bupivacaine)' if c.age_days < 200 else
                         'GA, LMA + caudal (levobupivacaine 0.25% 1 ml/kg)'])
    if c.cond in ('appendicitis', 'perforated', 'intussusception'):
        return r.choice(['GA, ETT (Microcuff 5.0) + TAP blocks', 'GA, RSI, ETT',
                         'GA, ETT + rectus sheath catheters'])
    return r.choice(['GA, RSI, ETT 3.5 uncuffed', 'GA, ETT, NGT aspirated pre-induction',
                     'GA, ETT (already intubated on NICU)'])


def implants(d, c):
    rng = c.rng
    if c.cond in ('appendicitis', 'perforated'):
        d.f('Consumables: Endoloop PDS II x2 (REF {} LOT {DEV}); specimen retrieval bag.\n',
            ids.catalogue(rng), ids.lot(rng))
    elif c.cond == 'gastroschisis':
        d.f('Implant: preformed spring-loaded silo {} cm (REF {}, LOT {DEV}, SN {DEV}).\n',
            rng.choice(['4', '5', '3']), ids.catalogue(rng), ids.lot(rng), ids.serial(rng))
    elif c.cond in ('nec', 'malrotation', 'oa_tof'):
        d.f('Lines: {} (LOT {DEV}).\n', rng.choice(['Broviac 4.2 Fr right IJ tunnelled',
                                                    '2 Fr Premicath PICC left arm',
                                                    'Vygon 24G PICC']), ids.lot(rng))
    else:
        d.f('Implants: none.\n')


def opnote_uk(d, c):
    rng = c.rng
    d.f('{}\n', rng.choice(['OPERATION NOTE', 'Operation Note - Paediatric Surgery',
                            'OPERATIVE NOTE', 'Op note']))
    if rng.random() < 0.6:
        sticker(d, c, c.op)
    else:
        ident_line(d, c)
    h, m = rng.randrange(8, 17), rng.randrange(0, 60)
    dur = rng.randrange(25, 150)
    d.f('\nDate: {DATE}   Theatre {LOC}, {HOSP}   KTS {}  Start {}  Finish {}\n',
        c.D(c.op), str(rng.randrange(1, 12)), c.hosp, '%02d:%02d' % (h, m),
        '%02d:%02d' % (h + (m + 12) // 60, (m + 12) % 60),
        '%02d:%02d' % (h + (m + dur) // 60, (m + dur) % 60))
    d.f('Surgeon: {}   Assistant: {}\n', c.sig(c.cons if rng.random() < 0.6 else c.reg),
        c.sig(c.jr))
    d.f('Anaesthetist: {}   Anaesthetic: {}\n', c.sig(c.anaes), anaes_for(c))
    d.f('Scrub: {DOC}   {}: {DOC}\n', c.rn.full(), 'ODP' if c.country == 'UK' else
        'Anaesthetic nurse', c.odp.full())
    d.f('\nDiagnosis: {}\nProcedure: {}\n', dx(c), proc(c))
    d.f('Consent: {} signed by {} ({FAM}); site marked; WHO checklist and team brief done.\n',
        'form 3' if c.country == 'UK' else 'consent form', c.rel,
        c.F(c.parent, rng.choice(['full', 'first'])))
    if c.cond in ('appendicitis', 'perforated'):
        d.f('Antibiotics at induction: {}\n', rng.choice([
            'co-amoxiclav 30 mg/kg + metronidazole', 'gentamicin 7 mg/kg + metronidazole',
            'cefuroxime 50 mg/kg + metronidazole']))
    d.f('Position: supine{}. Prep: {}. Catheter: nil.\n', rng.choice(['', ', Trendelenburg',
                                                                     ', left tilt']),
        rng.choice(['2% chlorhexidine in alcohol', 'aqueous povidone-iodine',
                    'Betadine (aqueous)']))
    d.f('\nFindings: {}\n\nProcedure:\n', op_findings(c))
    for st in op_steps(c):
        d.f('- {}\n', st)
    implants(d, c)
    if c.cond in ('appendicitis', 'perforated', 'nec', 'hirschsprung'):
        d.f('Specimen: {} to histopathology, request {IDN}\n',
            'appendix' if 'ppend' in c.cond or c.cond == 'perforated' else 'ileum',
            specimen_no(rng, c, rng.choice(['H', 'HS', 'SP'])))
    d.f('EBL: {}. Drains: nil. Complications: nil.\n', rng.choice(['<5 ml', 'minimal', 'nil']))
    d.f('\nPost-op:\n- {}\n- Analgesia per chart; {}\n- {}\n', rng.choice([
        'Free fluids when awake, diet as tolerated', 'Feeds per pyloromyotomy regime (ad lib)',
        'NBM 4 h then sips']), rng.choice(['caudal given', 'LA infiltrated', 'NCA overnight']),
        (rng.choice(['Home today if eating/drinking/passed urine', 'IV antibiotics for 48 h then review',
                    'Ward round tomorrow']) if c.cond not in ('gastroschisis', 'oa_tof', 'nec',
                                                              'malrotation') else rng.choice([
                        'Back to NICU post-op', 'Return to neonatal unit, TPN via PICC'])))
    if rng.random() < 0.6:
        d.f('- Follow-up: {} clinic in {} weeks / nurse telephone call day 1\n',
            rng.choice(['CNS', 'consultant', 'registrar']), rng.choice(['6', '8', '12']))
    who = c.cons if rng.random() < 0.5 else c.reg
    d.f('\n{}\n', c.sig(who, 'full'))
    d.f('{} {LIC}\n', who.lic[0], who.lic[1])
    if rng.random() < 0.5:
        ehr_footer(d, c, who, c.op)
    if rng.random() < 0.4:
        d.f('Coding: {}\n', codes_line(c))


def opnote_us(d, c):
    rng = c.rng
    d.f('OPERATIVE REPORT\n\n')
    d.f('Patient: {PAT}    MRN: {MRN}    DOB: {DATE}\n', c.P('LF'), c.mrn, c.D(c.dob))
    d.f('{}: {ACCT}\nDate of Surgery: {DATE}\nLocation: {HOSP}, OR {LOC}\n\n', c.acct[0],
        c.acct[1], c.D(c.op), c.hosp, str(rng.randrange(1, 16)))
    d.f('PREOPERATIVE DIAGNOSIS: {}\nPOSTOPERATIVE DIAGNOSIS: {}\nPROCEDURE: {}\n',
        dx(c), dx(c) if rng.random() < 0.8 else 'Same', proc(c))
    d.f('SURGEON: {}, MD\nASSISTANT: {}, MD ({})\n', [(c.cons.full(), 'DOC')],
        [(c.reg.full(), 'DOC')], c.reg.role)
    d.f('ANESTHESIA: {}; {}\n', rng.choice(['General endotracheal', 'General, LMA',
                                           'General + caudal block', 'General + TAP blocks']),
        c.sig(c.anaes, 'full'))
    d.f('EBL: {}  FLUIDS: {} mL LR  URINE: not measured\nSPECIMENS: {}\nDRAINS: none\n'
        'COMPLICATIONS: none apparent\n', rng.choice(['minimal', '5 mL', '<10 mL']),
        rng.randrange(100, 600), 'appendix to pathology' if c.cond in ('appendicitis',
                                                                       'perforated') else 'none')
    d.f('\nINDICATIONS: {PAT} is {} ', c.P('first'), c.art())
    d.f('{} {} with {}. ', c.age('hyph'), c.sexw(), lc1(dx(c)))
    d.f('Risks, benefits and alternatives were discussed with the {} ({FAM}) who wished to '
        'proceed; informed consent was signed.\n\n', 'mother' if c.parent is c.mother else
        'father', c.F(c.parent))
    d.f('FINDINGS: {}\n\nDESCRIPTION OF PROCEDURE: The patient was identified in the '
        'preoperative holding area and brought to the operating room. After induction of '
        'general anesthesia a time-out was performed. ', op_findings(c))
    d.f('{} ', ' '.join(op_steps(c)))
    d.f('All counts were correct x2. The patient tolerated the procedure well and was taken to '
        'PACU in stable condition.\n\n')
    implants(d, c)
    d.f('DISPOSITION: {}\n\n', rng.choice(['Admit to floor, clears advance as tolerated',
                                           'Discharge home from PACU when criteria met'])
        if c.cond not in ('gastroschisis', 'oa_tof', 'nec', 'malrotation') else
        'Return to NICU intubated')
    d.f('ATTESTATION: I was present and scrubbed for the entire procedure. {}\n\n',
        c.sig(c.cons, 'full'))
    tr = '%s%s' % (chr(97 + rng.randrange(26)), chr(97 + rng.randrange(26)))
    d.f('D: {DATE} {}   T: {DATE} {}\n{DOC}/{DOC}   Job #{IDN}\n', c.D(c.op, 's'), hhmm(rng),
        c.D(c.op + (c.dis - c.op) // 2, 's'), hhmm(rng), initials(c.cons.first, c.cons.last),
        tr, digits(rng, 7))
    if rng.random() < 0.5:
        d.f('{} {LIC}\n', c.cons.lic[0], c.cons.lic[1])
    if rng.random() < 0.5:
        d.f('{}\n', codes_line(c))


def make(rng, c, d):
    if us(c):
        opnote_us(d, c)
    else:
        opnote_uk(d, c)
