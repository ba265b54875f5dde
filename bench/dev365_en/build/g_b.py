"""Genres: ambulance/aircraft transport chart, bed-finding log, handover to the
receiving PICU."""
import clin
import gutil as G
import pools as P
from g_a import _prep
from phi import phone, with_ext

NEIGHBOUR = {'GB': ['Scotland', 'Wales', 'Northern Ireland'], 'IE': ['Northern Ireland', 'England'],
             'AU': ['New Zealand'], 'NZ': ['Australia'], 'CA': ['United States', 'USA'], 'US': ['Canada']}


def other_picus(c, n):
    rng = c.rng
    out = [(t[0], t[1]) for t in P.TERTIARY[c.cc] if t[0] != c.th[0]]
    towns = [t for t in P.PLACES[c.cc]['towns'] if t != c.th[3]]
    rng.shuffle(towns)
    for t in towns[:n]:
        nm = '%s %s' % (t, rng.choice(['University Hospital', "Children's Hospital", 'General Hospital',
                                         'Regional Medical Center' if c.cc == 'US' else 'Royal Hospital']))
        out.append((nm, ''.join(w[0] for w in nm.replace("'s", '').split()).upper()))
    rng.shuffle(out)
    return out[:n]


def transport_chart(d, c, rng):
    sc = _prep(c, rng)
    k = G.Clock(rng)
    R = lambda s: d.r(s, c)
    md, model, air = G.mode(c)
    c.ctx['model'] = model
    R(rng.choice(['{svc_a} TRANSPORT CHART', 'INTERHOSPITAL TRANSFER OBSERVATION CHART', 'In-transit record - {svc}',
                  'Aeromedical transport chart']) + rng.choice(['        Page 1 of 2', '', '   (v4.2)']) + '\n')
    R('Patient label: {pt_lf} | DOB {dob} | {nh_lbl} {nh} | MRN {mrn_r}\n')
    R('ID band checked x2: ' + rng.choice(['{nur_i} / {cons_i}', '{nur_f} + {fel_f}', 'yes ({par_i})']) + '\n')
    R('Date: {d0}   Platform: ' + md + ' - {model} ' + ('{acreg}' if air else '{plate}') + '\n')
    if air:
        R('Road legs by {amb} ({plate}); ' + rng.choice(['cabin altitude 6000 ft', 'sea-level cabin requested', 'cruise FL160']) + '\n')
    dep = k.tick(0, 0)
    R('Depart {rh_s} ' + dep + '  Weight {wt} kg  Diagnosis: {dxs}\n\n')
    R('Equipment: ' + rng.choice(clin.VENTS) + ' SN {dev_vent}; monitor ' + rng.choice(clin.MONS) + ' SN {dev_mon}; ')
    R('syringe drivers ' + rng.choice(clin.PUMPS) + ' {dev_pump1}, {dev_pump2}' +
      ('; incubator ' + rng.choice(clin.INCUB) + ' {dev_inc_sn}' if c.agecat == 'neo' else '') + '\n')
    R('Vent settings: {vent}\n\n')
    kpa = G.KPA[c.cc]
    R(rng.choice(['Time  | HR  | BP      | SpO2 | EtCO2 | RR | T    | Comment\n',
                  'TIME   HR   BP       SAT  CO2   RR  TEMP  NOTES\n']))
    o = clin.obs(rng, c.agecat, c.cc)
    notes = ['loaded', 'departed', 'bumpy road', 'settled', 'top-up sedation', 'suctioned ETT', 'take-off',
             'landing', 'BGL checked', 'DOPES check', 'temp probe resited', '', '', '']
    for i in range(rng.randrange(6, 11)):
        hr = o['hr'] + rng.randrange(-15, 16)
        s = o['sbp'] + rng.randrange(-10, 11)
        et = ('%.1f' % rng.uniform(4.2, 6.8)) if kpa else str(rng.randrange(32, 52))
        R('%s | %d | %d/%d | %d | %s | %d | %.1f | %s\n' % (k.tick(4, 16) if i else dep, hr, s, int(s * 0.55),
                                                           min(100, o['spo2'] + rng.randrange(-4, 5)), et,
                                                           o['rr'] + rng.randrange(-4, 5), rng.uniform(35.8, 38.4),
                                                           rng.choice(notes)))
    R('\nInfusions\n')
    for x in (sc['inf'] or ['maintenance fluid 0.9% NaCl/5% glucose']):
        R('  ' + x + ' - pump ' + rng.choice(['{dev_pump1}', '{dev_pump2}', 'A', 'B']) + '\n')
    R('\nEvents\n')
    R('  ' + k.tick(2, 10) + ' ' + rng.choice(['desaturation to 82% on transfer to stretcher, resolved with bagging',
                                              'ETCO2 trace lost - ETT patent, circuit disconnect found',
                                              'hypotension 55 systolic, 10 ml/kg bolus given', 'no events during transfer',
                                              'vehicle stopped for 4 min for suctioning']) + '\n')
    R('  ' + k.tick(5, 25) + ' ' + rng.choice(['handover call to {th_a} ({th_ph}) - ETA 20 min',
                                              'update to {pnur_f} at {th_unit}', 'fuel stop at {rv}',
                                              'rendezvous with road crew at {rv}']) + '\n')
    R('Drugs given in transit\n')
    for i in range(rng.randrange(1, 4)):
        R('  ' + k.tick(3, 12) + '  ' + rng.choice(['morphine 100 mcg/kg IV', 'fentanyl 1 mcg/kg IV', '0.9% saline 10 ml/kg',
                                                   'midazolam 100 mcg/kg', 'rocuronium 1 mg/kg', 'paracetamol 15 mg/kg',
                                                   'calcium gluconate 10% 0.5 ml/kg', '10% dextrose 2 ml/kg']) +
          '  given ' + rng.choice(['{nur_i}', '{fel_i}', '{cons_i}']) + ' checked ' + rng.choice(['{par_i}', '{nur_i}']) + '\n')
    R('Fluid balance: in %d ml, out %d ml (' % (rng.randrange(40, 600), rng.randrange(0, 300)) +
      rng.choice(['urine', 'Replogle', 'NG', 'urine + drains']) + ')\n')
    R('Arrive {th_a} ' + k.tick(15, 60) + ', handed to {th_unit} bed {bed}.\n')
    R(rng.choice(['Parent: {m_rel} {m_f} travelled in front cab.', 'Parents followed by car.',
                  'Parent: {f2_rel} travelled in aircraft, briefed by {pil_l}.', 'No parent on board.']) + '\n')
    R('\nChart completed by ' + rng.choice(['{nur}, {nurse_t}', '{nur_sig}', '{nur} ({r_nur})']) + ', {lnur} {nur_lic}\n')
    if rng.random() < 0.5:
        R('Checked: {cons_sig}   ' + rng.choice(['{ldoc} {cons_lic}', '']) + '\n')


def bed_finding(d, c, rng):
    sc = _prep(c, rng)
    k = G.Clock(rng)
    R = lambda s: d.r(s, c)
    X = c.ctx
    R(rng.choice(['BED-FINDING LOG', 'PICU Bed Search Record', 'Bed finding / capacity log', 'BED BUREAU CALL SHEET']) +
      ' - {svc_a}\nCase {case}    Date {d0}    Coordinator: ' + rng.choice(['{hdl}', '{cons}', '{bedm}']) + '\n')
    R('Patient: ' + rng.choice(['{pt_id}', '{pt_lf}', '{pt_i}']) + ', {age_sh} {sx}, at {rh_s} ({rh_town}) - ')
    R(rng.choice(['needs PICU, ventilated', 'HDU level care', 'level 3, on inotropes', 'NIV, may need intubation']) + '; {dxs}\n')
    R('Requirement: ' + rng.choice(['ventilated bed', 'cardiac bed (PGE1)', 'neurosurgical centre', 'burns centre + PICU',
                                   'ECMO-capable centre', 'any PICU bed']) + '\n\n')
    R(rng.choice(['Time | Unit | Spoke to | Number | Outcome\n', 'TIME | UNIT | CONTACT | PHONE | OUTCOME\n']))
    t_start = k.m
    units = other_picus(c, rng.randrange(3, 6))
    outs = ['no bed - full, 2 awaiting step-down', 'no nurses for extra bed', 'bed in 4-6 h after discharge',
            'declined - no neurosurgery on site', 'cardiac beds only', 'full; suggested {th_a}', 'possible - call back',
            'closed to admissions (RSV surge)', 'accepted if nothing closer']
    for i, (nm, ab) in enumerate(units):
        p = c.person('DOCTOR')
        c.reg('x%d' % i, p)
        X['xu%d' % i] = (rng.choice([nm, ab]) if ab else nm, 'HOSPITAL')
        X['xp%d' % i] = (with_ext(rng, phone(rng, c.cc, 'land')) if rng.random() < 0.3 else phone(rng, c.cc, 'land'), 'PHONE')
        R(k.tick(2, 14) + ' | {xu%d} | ' % i + rng.choice(['{x%d} (NIC)' % i, '{dr} {x%d_l}' % i, '{x%d_f}, bed manager' % i]) +
          ' | {xp%d} | ' % i + rng.choice(outs) + '\n')
    R(k.tick(2, 14) + ' | {th} {th_unit} | {dr} {pdoc} / {pnur_f} | {th_ph} | ACCEPTED - bed {bed}\n')
    if rng.random() < 0.35:
        X['nb'] = (rng.choice(NEIGHBOUR[c.cc]), 'COUNTRY')
        R('\nEscalation: cross-border option discussed - unit in {nb} contacted ' + k.tick(1, 5) + ', not needed.\n')
    if rng.random() < 0.5:
        R('\nRegional bed state ' + k.tick(1, 3) + ': ' + ', '.join('%s %d/%d' % (x, a, a + rng.randrange(0, 3)) for x, a in
                                                               [('PICU', rng.randrange(8, 20)), ('HDU', rng.randrange(4, 10)),
                                                                ('NICU', rng.randrange(10, 30))]) + ' (from capacity dashboard)\n')
    R('\nCLINICAL UPDATES DURING SEARCH\n')
    R('  ' + k.tick(1, 8) + ' {rdoc_f} ({rh_s}): {obs}. {gas}.\n')
    R('  ' + k.tick(1, 8) + ' ' + rng.choice(['advised {tx1}', 'team en route regardless of bed', 'escalated to {cons} ({r_cons})',
                                             'stable, search continues']) + '.\n')
    if rng.random() < 0.5:
        R('  ' + k.tick(1, 8) + ' consultant-to-consultant call {cons_l} / {pdoc_l} re suitability ({dxs}, {comorb}).\n')
    R('\nReferrer updated: {dr} {rdoc_l} on {rh_ph} ' + k.tick(1, 6) + '.\n')
    R(rng.choice(['Family informed of destination by referring team.', '{m_rel} ({m_f}) told of {th_town} destination; lives {town}, ~2 h drive.',
                  'Family: {mum} {m_f}, {m_mob} - aware.']) + '\n')
    R('Total time to bed: %d min. Logged: ' % (k.m - t_start + rng.randrange(3, 15)) + rng.choice(['{hdl_u}', '{bedm_sig}', '{hdl_i}']) + '\n')


def handover(d, c, rng):
    sc = _prep(c, rng)
    k = G.Clock(rng)
    R = lambda s: d.r(s, c)
    R(rng.choice(['HANDOVER TO RECEIVING PICU', 'IMIST-AMBO handover', 'Retrieval -> PICU handover sheet', 'SBAR handover']) +
      ' - {th} {th_unit}\n')
    R('Time ' + k.tick(0, 0) + '    Date {d1}    Bed {bed}\n')
    R('Handed over by: {dr} {cons} / {nur}    Received by: {dr} {pdoc} ({att}), {pnur} (bedside {nurse_t})\n' + G.bar(rng) + '\n')
    if rng.random() < 0.55:
        R('I  - {pt_fml}, {age}, DOB {dob}, {nh_lbl} {nh}; new MRN {mrn_t}; encounter {acct}\n')
        R('M  - {dx}. {hx1}.\nI  - {hx2}. {hx3}.\n')
        R('S  - {obs}. Vent: {vent}.\nT  - {tx1}; {tx2}. Infusions: {inf}.\n')
        R('A  - {allergy}\nM  - regular meds: ' + rng.choice(['nil', 'levetiracetam', 'Seretide, montelukast', 'omeprazole',
                                                             'hydroxyurea', 'sodium valproate']) + '\n')
        R('B  - {comorb}. {gpw}: {dr} {gp}, {gp_prac}.' + (' Last admission {dprev}.' if c.has('dprev') and rng.random() < 0.6 else '') + '\n')
        R('O  - NOK {m} ({m_rel}) mob {m_mob}' + rng.choice(['; {f2_rel} {f2} {f2_mob}', '']) + '. ')
    else:
        R('S: {pt} ({pt_id}), {age_adj} {boy}, MRN {mrn_t} (theirs {mrn_r}), admitted with {dx}.\n')
        R('B: {comorb}. Allergies {allergy}. Lives with {m_rel} at {addr}.\n')
        R('A: {hx1}. {hx2}. Latest {gas}. {obs}.\n   Airway: ' + ('{ett}' if sc['vent'] == 'conv' else 'own') + '\n   Lines: {lines}\n')
        R('R: ' + rng.choice(['needs MRI brain once stable', 'repeat gas 1 h', 'wean inotropes', 'cardiology review in AM',
                              'neurosurgical review', 'surgical review']) + '. Infusions {inf}.\n')
        R('Family: {m_rel} {m_f} ({m_mob}) ')
    R(rng.choice(['travelling by car, ETA ' + k.fmt(k.m + rng.randrange(30, 180)) + '.',
                  'arrived with team.', 'staying at {charity} tonight.', 'needs {lang} interpreter.']) + '\n')
    if rng.random() < 0.5:
        R('Social: ' + rng.choice(['known to children\'s social care, SW {sw} ({sw_mob}).', 'siblings with {f2_rel}.',
                                  '{m_rel} works as a {m_prof} at {employer}.', 'attends {school}.']) + '\n')
    R('\nOutstanding: blood cultures (lab {acc}) pending at {rh_s} - results to {th_unit} via {rh_ph}. ')
    R(rng.choice(['CT images sent via PACS link, accession {img}.', 'Imaging on disc.', 'Notes photocopied.']) + '\n')
    R('Property: ' + rng.choice(['1 bag clothes, teddy', 'phone (parent has)', 'nil', 'glasses, school bag']) + '. ')
    R('Drug chart and transport chart handed over. {hn}.\n')
    R('\nHandover accepted ' + k.tick(10, 25) + ': ' + rng.choice(['{pdoc_sig}', '{pnur}', '{pnur_i}']) + '    ')
    R('Given: ' + rng.choice(['{cons_sig}', '{nur_sig}', '{nur}']) + ' ({svc_a})\n')
