"""After-surgery genres: post-operative nursing note and OR/PACU handoff report."""
import pools as P
from core import Note, table
from common import (proc_short, pt, dr, drc, drt, hosp, addmin, addr_line, phone_lab, pagerseg, extseg, famrel,
                    prof_a, mrn_lab, acct_lab, dob_lab, age_phrase, label_block)


def _vs(g):
    return 'T %.1f, HR %d, BP %d/%d, RR %d, SpO2 %d%% %s' % (
        g.ri(358, 381) / 10, g.ri(58, 112), g.ri(96, 168), g.ri(52, 96), g.ri(12, 22), g.ri(91, 100),
        g.ch(['RA', '2 L NP', '3 L NP', 'room air', '4 L NP']))


DRAIN_TXT = {'General': '. JP drain 40 mL serosanguinous', 'Ortho': '. Hemovac 120 mL', 'Urology': '. Foley 22 Fr CBI running, light pink',
             'Gyn': '. Foley 16 Fr draining clear yellow urine', 'Neuro': '. Hemovac 60 mL'}
SITE = {'27447': 'knee', '27130': 'L hip', '27125': 'L hip', '47562': 'abdominal/shoulder tip', '44970': 'abdominal',
        '64721': 'L wrist', '25607': 'R wrist', '29888': 'L knee', '29827': 'R shoulder', '22551': 'neck', '63047': 'low back',
        '42820': 'throat', '60240': 'neck', '52601': 'suprapubic', '58571': 'abdominal', '19301': 'L breast/axilla',
        '44205': 'abdominal', '49593': 'abdominal wall', '49505': 'R groin', '61510': 'headache'}


def postop_nursing_note(g):
    n = Note()
    c = g.case()
    nurse = g.staff('rn')
    pacu_rn = g.staff('rn')
    unit = g.unit()
    bed = g.bed()
    day_surg = c.mins < 80 and g.maybe(0.5)
    style = g.ri(0, 3)
    h, m = addmin(c.start_h, c.start_m, c.mins + g.ri(60, 150))
    ts = g.ri(0, 1)
    rel, fam = famrel(g, c)
    header = g.ch(['Post-op Nursing Note', 'POST-OPERATIVE NURSING ASSESSMENT', 'Nursing Progress Note - Surgical',
                   'Day Surgery Phase II / Discharge Note' if day_surg else 'Surgical Unit Admission Note'])
    n.line(header, '  ', (g.d(c.date), 'DATE'))
    if g.maybe(0.6):
        label_block(n, g, c, g.ri(0, 3))
    else:
        n.line(pt(c, g.ch(['LF', 'full'])), ', ', g.agesex(c), ', ', mrn_lab(g), (c.mrn, 'MRN'))
    n.t('\n')
    where = [(unit, 'HOSPITAL'), g.ch([' rm ', ' room ', ' bed ', ' ']), (bed, 'LOCATION_OTHER')] if not day_surg else \
        ['Day Surgery ', g.ch(['stretcher ', 'chair ', 'bay ']), (str(g.ri(1, 30)), 'LOCATION_OTHER')]
    entries = []
    entries.append([g.tm(h, m, ts), ['Pt received from PACU to ', where, ' via ', g.ch(['stretcher', 'bed', 'wheelchair']),
                                       '. Report from ', drc(pacu_rn, g.ch(['full', 'first'])), '. s/p ', proc_short(g, c),
                                       ' (', drt(g, c.surgeon, 'last'), ') under ', c.proc[5], '.']])
    h, m = addmin(h, m, g.ri(5, 20))
    entries.append([g.tm(h, m, ts), ['VS ', _vs(g), '. ', g.ch(['A&Ox3', 'A&O x4', 'drowsy, rousable to voice', 'alert, oriented']),
                                       '. Pain ', str(g.ri(2, 8)), '/10 ', g.ch(['incisional', 'at operative site', SITE.get(c.proc[1], 'at incision')]),
                                       '.']])
    h, m = addmin(h, m, g.ri(10, 40))
    entries.append([g.tm(h, m, ts), [g.ch(['Hydromorphone 0.4 mg IV given', 'Oxycodone 5 mg PO given', 'PCA hydromorphone 0.2 mg/8 min lockout running',
                                           'Acetaminophen 1 g PO + ketorolac 15 mg IV given', 'Morphine 2 mg IV given']),
                                       '. Dressing ', g.ch(['Aquacel dry and intact', 'C/D/I', 'small serous strike-through, reinforced',
                                                             'Tegaderm x4 clean']),
                                       g.ch(['', '. Voided 300 mL', DRAIN_TXT.get(c.proc[2], '')]), '.']])
    if g.maybe(0.5):
        pg = g.pager()
        h, m = addmin(h, m, g.ri(30, 120))
        entries.append([g.tm(h, m, ts), [drt(g, c.res if g.maybe(0.5) else c.surgeon, 'last'), ' paged (', g.ch(['pgr ', 'pager ', '#']),
                                           (pg, 'PHONE'), ') re: ', g.ch(['UOP 20 mL/h x2 h', 'BP 88/50', 'temp 38.6', 'nausea not settling with ondansetron',
                                                                           'increased drain output 150 mL/h']),
                                           '. ', g.ch(['Order for LR 500 mL bolus received.', 'CBC sent, to reassess in 1 h.',
                                                       'Metoclopramide 10 mg IV ordered.', 'Will come to bedside.'])]])
    if g.maybe(0.65):
        h, m = addmin(h, m, g.ri(15, 60))
        entries.append([g.tm(h, m, ts), [rel.capitalize(), ' ', (fam.form(g.ch(['full', 'first'])), 'FAMILY'), ' at bedside, updated on plan',
                                           g.ch(['.', ['; prefers calls to ', (g.phone(), 'PHONE'), '.']])]])
    if g.maybe(0.15) and c.age >= 18:
        entries.append([g.tm(h, m, ts), [prof_a(g, 'Pt asking about return to work as '),
                                           '; surgeon to address at follow-up.']])
    h, m = addmin(h, m, g.ri(30, 90))
    if day_surg:
        dn = ['Discharge criteria met (PADSS ', str(g.ri(9, 10)), '). Instructions reviewed with pt and ', rel, '; teach-back done. ',
              'Discharged ', g.ch(['via wheelchair', 'ambulatory']), ' to private vehicle with ', (fam.form('first'), 'FAMILY')]
        if g.maybe(0.35):
            dn += ['; vehicle plate ', (g.plate(), 'VEHICLE'), ' logged at pick-up loop']
        dn += ['. Post-op call scheduled ', (g.d(g.plus(c.date, 1), g.ch([g.ds, 'wd_md' if not g.ca else 'wd_iso'])), 'DATE'),
               ' to ', (g.phone(), 'PHONE'), '.']
        entries.append([g.tm(h, m, ts), dn])
    else:
        entries.append([g.tm(h, m, ts), ['Tolerating ', g.ch(['sips', 'clear fluids', 'full fluids']), '. Dangled at bedside',
                                           g.ch(['', ', ambulated 20 m with PT', ', stood with 2 assist']), '. IS ',
                                           str(g.ch([750, 1000, 1250, 1500])), ' mL. SCDs on; ',
                                           g.ch(['enoxaparin 40 mg SC due 2100', 'heparin 5000 units SC q8h', 'apixaban to start POD 1']),
                                           '. Call bell in reach, bed low, side rails x2.']])
    if style == 0:
        for t, body in entries:
            n.line(t, ' ', body)
    elif style == 1:
        n.line('D: ', entries[0][1], ' ', entries[1][1])
        n.line('A: ', [[e[1], ' '] for e in entries[2:-1]] or 'assessment as above')
        n.line('R: ', entries[-1][1])
    elif style == 2:
        n.line(g.ch(['Narrative: ', '']), [[e[1], ' '] for e in entries])
    else:
        table(n, ['Time', 'Note'], [[t, b] for t, b in entries], 'bars')
    n.t('\n')
    n.line(g.ch(['Plan: ', 'Goals: ']), g.ch(['pain < 4/10, ambulate TID, advance diet as tolerated.',
                                             'neurovascular checks q1h x4 then q4h, CBC/lytes AM.',
                                             'monitor drain output, IS q1h while awake, PT consult POD 1.',
                                             'POD 0 - reassess voiding by 2200; bladder scan if no void.']))
    n.line(drc(nurse, g.ch(['full', 'fml'])), '  ', (g.d(c.date), 'DATE'), ' ', g.tm(h, m, ts),
           g.ch(['', ['  ', extseg(g)], ['  (', (g.username(nurse), 'USERNAME'), ')']]))
    return n


def handoff_note(g):
    n = Note()
    c = g.case(proc=g.ch([p for p in P.PROCEDURES if p[1] != '33533']))
    kind = g.ri(0, 2)
    giver = c.anes if kind == 0 else g.staff('rn')
    recv = g.staff('rn')
    unit = g.unit()
    bed = g.bed()
    h, m = addmin(c.start_h, c.start_m, c.mins + g.ri(10, 40))
    if kind == 0:
        n.line(g.ch(['OR -> PACU HANDOFF (I-PASS)', 'Anesthesia to PACU Handover', 'OR to PACU Report - I-PASS']))
        n.line((g.d(c.date), 'DATE'), ' ', g.tm(h, m), '   From OR ', (c.room, 'LOCATION_OTHER'), ' to PACU bay ',
               (str(g.ri(1, 20)), 'LOCATION_OTHER'))
    else:
        n.line(g.ch(['PACU -> WARD TRANSFER REPORT (SBAR)', 'Transfer of Accountability - PACU to Unit',
                     'Handover: PACU to Inpatient Unit (SBAR)']))
        n.line((g.d(c.date), 'DATE'), ' ', g.tm(h, m), '   ', hosp(c.hosp, True), ' PACU -> ', (unit, 'HOSPITAL'), ' ',
               g.ch(['rm ', 'bed ', '']), (bed, 'LOCATION_OTHER'))
    n.t('\n')
    terse = g.maybe(0.5)
    if kind == 0:
        n.line('I: ', g.ch(['stable', 'stable', 'watcher', 'watcher - borderline BP']))
        n.line('P: ', pt(c, g.ch(['full', 'last', 'LF'])), ', ', g.agesex(c) if terse else age_phrase(g, c), ', ',
               mrn_lab(g), (c.mrn, 'MRN'), '. s/p ', proc_short(g, c) if terse else c.proc[0], ' with ', drt(g, c.surgeon), ' under ',
               c.proc[5], '. ', c.asa, '. Allergy: ', c.allergy, '. PMH: ', ', '.join(c.pmh) if c.pmh else 'nil', '.')
        n.line('   Airway: ', g.ch(['extubated in OR, easy mask', 'LMA removed in OR', 'natural airway, MAC', 'spinal level T10']),
               '. Lines: ', g.ch(['PIV 18g L FA', 'PIV x2', 'PIV 20g R hand + art line R radial', 'PIV 18g + port accessed']),
               '. EBL ', g.ch(['10', '50', '150', '300']), ' mL, in ', g.ch(['800', '1200', '1500']), ' mL crystalloid, UOP ',
               g.ch(['n/a', '200', '350']), '.')
        n.line('   Last opioid: ', g.ch(['hydromorphone 0.4 mg', 'fentanyl 50 mcg', 'morphine 4 mg']), ' at ', g.tm(*addmin(h, m, -g.ri(10, 30))),
               '. Antiemetics: ', g.ch(['dex + ondansetron given', 'ondansetron given', 'none - high PONV risk, give if needed']),
               '. Abx redose due ', g.tm(*addmin(h, m, g.ri(60, 240))), '.')
        n.line('A: ', g.ch(['pain control, multimodal', 'CBC in PACU', 'CXR for port position', 'glucose q1h x2',
                            'neuro checks q15 min']), '; ', g.ch(['keep SBP < 160', 'O2 to keep sat > 92%', 'ice to site']))
        n.line('S: ', 'if SBP < 90 or drain > 200 mL/h call ', drt(g, c.surgeon if g.maybe(0.5) else c.res), ' ', pagerseg(g))
        n.line('S: synthesis/read-back by ', drc(recv, g.ch(['full', 'first'])))
    else:
        n.line('S: ', pt(c, g.ch(['full', 'LF', 'lf'])), ' ', g.agesex(c), ' s/p ', proc_short(g, c), ' (', drt(g, c.surgeon, 'last'),
               '), PACU arrival ', g.tm(*addmin(h, m, -g.ri(60, 150))), ', Aldrete ', str(g.ri(9, 10)), '.')
        n.line('B: ', ', '.join(c.pmh) if c.pmh else 'no sig PMH', '; ', c.allergy, '; home meds reconciled. ',
               g.ch(['Lives alone', 'Lives with ' + g.ch(['spouse', 'daughter', 'son']), 'From LTC']),
               g.ch(['.', [' in ', (g.city(), 'CITY'), '.']]))
        n.line('A: VS ', _vs(g), '. Pain ', str(g.ri(1, 6)), '/10. ', g.ch(['Dressing dry.', 'Drain 30 mL.', 'Voided in PACU.',
                                                                            'Foley in situ.']),
               ' ', g.ch(['Spinal receding, moves toes.', 'PONV x1, resolved.', 'Sats 93% 2 L.', 'Uneventful PACU stay.']))
        n.line('R: ', g.ch(['ambulate this evening', 'advance diet', 'D/C Foley 0600', 'CBC + lytes AM', 'PT POD 1']),
               '; call ', drt(g, c.res), ' ', pagerseg(g), ' with concerns.')
    n.t('\n')
    if g.maybe(0.7):
        rel, fam = famrel(g, c)
        n.line('Family: ', rel, ' ', (fam.form(g.ch(['full', 'first'])), 'FAMILY'), g.ch([' in surgical waiting', ' gone home', ' on phone']),
               ', ', phone_lab(g), (g.phone(), 'PHONE'), g.ch(['', ' - wants call on arrival to unit']))
    if g.maybe(0.2):
        born, lang = g.country_lang()
        n.line('Interpreter: ', lang, ' - pt from ', (born, 'COUNTRY'), ', limited English')
    if g.maybe(0.15):
        n.line('Belongings: ', g.ch(['hearing aids', 'glasses', 'CPAP machine']), ' with pt; CPAP SN ', (g.serial(), 'DEVICE'))
    n.line('Given by: ', drc(giver, 'full'), '   Received by: ', drc(recv, 'full'), g.ch(['', ['  ', extseg(g)]]), '   ',
           g.tm(h, m))
    return n
