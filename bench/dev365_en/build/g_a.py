"""Genres: referral call log, retrieval team dispatch record, stabilisation and
transfer note."""
import clin
import gutil as G


def _prep(c, rng):
    sc = G.sc_of(c)
    X = c.ctx
    X['unit'] = G.unit_at_referrer(c)
    X['dx'], X['dxs'], X['icd'] = sc['dx'], sc['dxs'], sc['icd']
    h = rng.sample(sc['hx'], len(sc['hx']))
    X['hx1'], X['hx2'], X['hx3'] = [x[0].upper() + x[1:] for x in h[:3]]
    t = rng.sample(sc['tx'], min(2, len(sc['tx'])))
    X['tx1'], X['tx2'] = t[0], t[-1]
    X['obs'] = lambda: clin.obs_line(rng, c.agecat, c.cc)
    X['gas'] = lambda: clin.gas(rng, c.cc)
    X['vent'] = clin.vent(rng, sc['vent'])
    X['comorb'] = clin.comorb(rng, c.agecat)
    X['allergy'] = rng.choice(clin.ALLERGY)
    X['ldoc'], X['lnur'], X['lpar'], X['lpil'] = (G.lic(c, 'doc'), G.lic(c, 'nur'), G.lic(c, 'par'), G.lic(c, 'pil'))
    X['emerg'] = G.EMERG[c.cc]
    X['hn'] = lambda: rng.choice(clin.HARDNEG)
    X['bloods'] = lambda: clin.bloods(rng)
    X['ett'] = clin.ett(rng, c.agecat)
    X['lines'] = clin.lines(rng)
    X['inf'] = ', '.join(sc['inf']) if sc['inf'] else 'nil'
    return sc


def referral_log(d, c, rng):
    sc = _prep(c, rng)
    k = G.Clock(rng)
    R = lambda s: d.r(s, c)
    if rng.random() < 0.55:
        R('{svc}\n')
        R(rng.choice(['REFERRAL / CONFERENCE CALL RECORD', 'Referral Call Log', 'CLINICAL REFERRAL FORM - phone']))
        R('        Ref: {case}\n' + G.bar(rng) + '\n')
        R('Date: {d0}    Call received: ' + k.tick(0, 0) + '    Call handler: {hdl}\n')
        R(rng.choice(['Line: {svc_ph}\n', 'Referral line {svc_ph} (recorded)\n', '']))
        R('\nREFERRER\n  Hospital:  {rh} ({rh_town})    Dept: {unit}\n')
        R('  Clinician: {dr} {rdoc}, {r_ref}    Contact: {rh_ph_x}' + rng.choice([' / bleep {rdoc_bleep}', '', ' / mob {rdoc_mob}']) + '\n')
        R('  Senior aware: ' + rng.choice(['Yes - {dr} {rcons_l}', 'Y ({rcons})', 'Not yet - {dr} {rcons_l} on way in']) + '\n')
        R('\nPATIENT\n  Name: {pt_lf}    DOB: {dob}    Age: {age}    Sex: {sx}\n')
        R('  {nh_lbl}: {nh}    Local MRN: {mrn_r}    Wt: {wt} kg (' + rng.choice(['actual', 'estimated', 'Broselow']) + ')\n')
        if rng.random() < 0.6:
            R('  Address: {addr}\n')
        R('  Parent/carer: {m} ({m_rel})  mob {m_mob}\n')
        R('\nSBAR\n  S: {age_adj} {boy} with {dx}.\n  B: {comorb}. Allergies: {allergy}. ')
        if c.has('dprev') and rng.random() < 0.5:
            R('Previous PICU admission {dprev} at {th_s}.')
        R('\n  A: {hx1}; {hx2}. {obs}. {gas}.\n  R: advice and retrieval requested.\n')
        R('\nCONFERENCE (' + k.tick(2, 6) + ')\n  On call: {svc_a} {att} {dr} {cons}; ')
        R(rng.choice(['{th_a} PICU {att} {dr} {pdoc}', 'PICU NIC {pnur} ({th_a})', '{r_fel} {fel}']) + '; referrer.\n')
        R('  Advice: {tx1}; {tx2}. Target sats 92-96%. Repeat gas in 30 min. {hn}.\n')
        R('\nDECISION: ' + rng.choice(['retrieve - time critical', 'retrieve - urgent', 'retrieve - planned, team ETA 90 min',
                                      'retrieve']) + '\n')
        R('  Bed: {th} {th_unit}, bed {bed} - confirmed ' + k.tick(5, 20) + ' by {pnur_f}\n')
        R('  Team: {cons_l} / {nur_f}' + rng.choice([' / {par_f}', '']) + ', mobilised ' + k.tick(3, 12) + '\n')
        if rng.random() < 0.5:
            R('  Family: {m_rel} aware of plan, will travel by car ({car}); {f2_rel} {f2_f} looking after {sib_f} ({sib_age}).\n')
        R('\nCall closed ' + k.tick(2, 8) + '. Logged by ' + rng.choice(['{hdl_u}', '{hdl_sig}', '{hdl_i}']) + '.\n')
    else:
        R(rng.choice(['{svc_a} REFERRAL LOG - {d0_any}\n', 'Referral log | {svc} | {d0}\n', '*** {svc_a} call log ***  {d0_wdl}\n']))
        R('Case {case} | Pt {pt_id} | {age_sh} {sx} | {rh_s}\n' + G.bar(rng, '-') + '\n')
        R(k.tick(0, 0) + '  Call via {svc_ph} from {dr} {rdoc} ({r_ref}, {rh_s} {unit}), cb ' + rng.choice(['{rh_ph}', '{rdoc_mob}', '{rh_ph_x}']) + '\n')
        R(k.tick(1, 3) + '  Pt: {pt_lf}, DOB {dob}, {nh_lbl} {nh}. ' + rng.choice(['Wt {wt}kg.', 'wt {wt} kg est.', '']) + '\n')
        R(k.tick(1, 4) + '  Conf call: {cons_l} (cons), {fel_f} (reg), {rdoc_l}. {hx1}.\n')
        R(k.tick(2, 6) + '  {obs}. {hx2}. PMH {comorb}.\n')
        R(k.tick(1, 5) + '  Advice: {tx1}. {hn}.\n')
        R(k.tick(2, 9) + '  Bed search: {th_a} ' + rng.choice(['- full', '- 1 bed, staffing ok', 'accept', '- ?bed after discharge']) +
          '. Spoke to {pdoc_l} ({th_ph}).\n')
        R(k.tick(1, 6) + '  Accepted {th_s} {th_unit}, bed {bed}.\n')
        R(k.tick(2, 8) + '  Team ({cons_l}/{nur_l}) mobilised from {base}. ETA ' + k.fmt(k.m + rng.randrange(35, 140)) + '.\n')
        if rng.random() < 0.6:
            R(k.tick(1, 10) + '  {m_rel} {m_f} informed by referring team; {mum} mob {m_mob}. ')
            R(rng.choice(['Needs {lang} interpreter.', 'English fine.', 'Lives at {addr}.', '{f2_rel} ({f2_f}) on way from work at {employer}.']) + '\n')
        R(k.tick(2, 12) + '  Update from {rdoc_f}: {gas}. ' + rng.choice(['Advised {tx2}.', 'No change.', 'Improved after bolus.']) + '\n')
        R(k.tick(3, 15) + '  Call closed - ' + rng.choice(['{hdl_u}', '{hdl_i}', '{hdl}']) + '\n')
        R('\nPre-arrival checklist given to referrer: ' + ', '.join(rng.sample(
            ['2 points of IV access', 'CXR after intubation', 'NG/OG on free drainage', 'urinary catheter', 'copy notes/imaging',
             'glucose hourly', 'warm patient', 'parents\' contact numbers', 'blood gas 30 min after changes'], 4)) + '.\n')
        if rng.random() < 0.5:
            R('Referral summary emailed to {svc_email}; copy to {th_a} PICU. ICD-10 {icd}.\n')
    if rng.random() < 0.3:
        R('Recording ID ' + rng.choice(['{cad}', '{acc}']) + ' retained per policy. Ring {emerg} for pre-hospital emergencies, not this line.\n')


def dispatch(d, c, rng):
    sc = _prep(c, rng)
    k = G.Clock(rng)
    R = lambda s: d.r(s, c)
    md, model, air = G.mode(c)
    c.ctx['model'] = model
    R(rng.choice(['RETRIEVAL TEAM DISPATCH RECORD', 'Team Tasking / Dispatch Sheet', 'DISPATCH - {svc_a}',
                  'Mobilisation record']) + '\n{svc}\n' + G.bar(rng, '=') + '\n')
    R('Job no: {case}    ' + rng.choice(['{amb} CAD: {cad}', 'CAD ref {cad}', 'Incident no {cad}']) + '    Date: {d0}\n')
    R('Tasked by: {hdl} (' + rng.choice(['dispatcher', 'tasking coordinator', 'call handler', 'clinical coordinator']) + ')')
    R('    Priority: ' + rng.choice(['1 - time critical', '2 - urgent', '3 - planned', 'P1', 'Cat 2']) + '\n')
    if air:
        R('Platform: ' + md + ' - {model}, reg {acreg}' + rng.choice([', call sign "Kids 1"', ', call sign Medic 58', '']) + '\n')
        R('Operator: {amb}\nLanding site: {rv}; ground transfer to {rh_s} by road ambulance {plate}\n')
    else:
        R('Platform: road - {model}, reg {plate}, fleet no {fleet}\nProvider: {amb}\n')
    R('\nCREW\n')
    rows = [('{r_cons}', '{dr} {cons}', '{ldoc} {cons_lic}'), ('{r_nur}', '{nur}', '{lnur} {nur_lic}'),
            ('{r_fel}', '{dr} {fel}', '{ldoc} {fel_lic}')]
    if rng.random() < 0.7:
        rows.append(('{r_par}', '{par}', '{lpar} {par_lic}'))
    if air:
        rows.append(('Pilot (PIC)', 'Capt. {pil}', '{lpil} {pil_lic}'))
        if rng.random() < 0.6:
            rows.append(('Co-pilot', '{pil2}', '{lpil} {pil2_lic}'))
    else:
        rows.append(('Driver', '{drv}', rng.choice(['{lpar} {drv_lic}', 'D1 licence checked', '-'])))
    if rng.random() < 0.35:
        rows = rows[:2] + rows[3:]
    tab = rng.random() < 0.5
    for role, name, reg in rows:
        if tab:
            R('  ' + role + ' | ' + name + ' | ' + reg + '\n')
        else:
            R('  - ' + name + ', ' + role + ' (' + reg + ')\n')
    R('\nDESTINATION\n  {rh}\n  ')
    R('{rh_addr}\n  Dept: {unit}' + rng.choice([', resus bay {bay}', '', ', {rh_ward}']) + '\n  Switchboard {rh_ph}; referrer {dr} {rdoc_l}\n')
    R('\nTIMES\n')
    stamps = ['Referral received', 'Accepted', 'Team mobilised', 'Depart base', 'Arrive referring unit',
              'Depart referring unit', 'Arrive ' + '{th_a}', 'Team clear / back at base']
    k.tick(0, 0)
    for i, s in enumerate(stamps):
        R('  ' + s + ': ' + k.tick(*[(0, 0), (8, 25), (5, 20), (5, 25), (25, 110), (60, 160), (30, 150), (20, 70)][i]) + '\n')
    R('\nCOMMS  team mob {nur_mob}' + rng.choice([' | sat phone {cons_mob}', '']) + ' | base {svc_ph} | fax {svc_fax}\n')
    if air:
        R('Wx: ' + rng.choice(['CAVOK, wind 240/12', 'cloud base 1200 ft, vis 8 km', 'IMC en route, FL090 planned',
                              'icing level 4000 ft, fixed wing preferred']) + '. Fuel: full + 30 min reserve.\n')
    R('\nPATIENT  {pt_lf} ({age_sh} {sx}), wt {wt} kg, {dxs}. ')
    R(rng.choice(['Escort: {m_rel} ({m_f}) to travel with team.', 'Parents to travel separately.',
                  'No parent escort - {m_rel} {m_f} to follow by car ({car}).', 'Escort: {f2_rel}.']) + '\n')
    R('Equipment: ' + rng.choice(clin.VENTS) + ' (S/N {dev_vent}), ' + rng.choice(clin.MONS) + ' (S/N {dev_mon})' +
      (', ' + rng.choice(clin.INCUB) + ' {dev_inc_sn}' if c.agecat == 'neo' else '') + '\n')
    R('Special: ' + rng.choice(['PGE1 in drug bag', 'blood (2 units O neg) from blood bank, unit {blood}',
                               'iNO cylinder x2', 'ECMO centre aware', 'nil', '{hn}']) + '\n')
    R('\nDispatched by: ' + rng.choice(['{hdl_sig}', '{hdl}', '{hdl_u}']) + '   ' + rng.choice(['User {hdl_u}', 'Sig: {hdl_i}', '']) + '\n')


def stabilisation(d, c, rng):
    sc = _prep(c, rng)
    k = G.Clock(rng)
    R = lambda s: d.r(s, c)
    R(rng.choice(['{svc} - STABILISATION AND TRANSFER NOTE\n', 'Retrieval clinical record: stabilisation\n',
                  '{svc_a} Transfer Note (continuation sheet)\n']))
    R('Patient: {pt_fml}    DOB: {dob}    {nh_lbl} {nh}    Hosp no: {mrn_r}\n')
    R('Date: {d0}    Location: {rh}, {unit}' + rng.choice([', bed {bay}', ', resus {bay}', '']) + '\n')
    R('Retrieval team: {dr} {cons_l} (cons), {dr} {fel} (reg), {nur} ({nurse_t})\n')
    R('Local team: {dr} {rcons} ({r_refc}), {rnur_f} (nurse in charge)\n\n')
    R('Arrived at bedside ' + k.tick(0, 0) + '. Handover from {dr} {rdoc_l}: {age_adj} {boy}, {comorb}, ')
    R('presenting with {dx}. {hx1}. {hx2}.\n\n')
    st = rng.random() < 0.5
    if st:
        R('A: ' + ('{ett}' if sc['vent'] == 'conv' else 'patent, no stridor') + '\nB: {vent}. ' +
          rng.choice(['Air entry equal.', 'Reduced air entry R base.', 'Widespread wheeze.', 'Crackles bilaterally.']) + '\n')
        R('C: {obs}\nD: GCS ' + rng.choice(['15', 'E3V4M6', 'E1VTM4 (sedated)', '3 (sedated/paralysed)']) + ', pupils ' +
          rng.choice(['3 mm reactive', 'PEARL', 'L 5 mm sluggish, R 3 mm brisk']) + '\nE: ' +
          {'sepsis': 'purpuric rash trunk and legs', 'burns': 'burns dressed, cling film in place',
           'tbi': 'scalp haematoma L parietal'}.get(sc['k'], rng.choice(['no rash', 'cool peripheries', 'no injuries seen',
                                                                      'warm, no rash'])) + '\n')
    else:
        R('On arrival: {obs}. {vent}.\nExamination: ' + rng.choice(['mottled, CRT 4 s centrally', 'well perfused',
                                                                   'hepatomegaly 3 cm', 'subcostal recession, head bobbing']) + '.\n')
    R('Gas ' + k.tick(5, 20) + ': {gas}\nBloods: {bloods}\n')
    R('\nProcedures:\n - ' + ('{ett}' if sc['vent'] == 'conv' else 'no intubation required') + '\n - {lines}\n')
    R(' - CXR (acc {img}): ' + rng.choice(['ETT at T2, lines in position', 'R lower lobe consolidation', 'cardiomegaly',
                                          'NAD']) + '\n')
    R('\nDrugs given: {tx1}; {tx2}.\nInfusions on departure: {inf}.\n')
    if rng.random() < 0.4:
        R('Blood product: PRBC 15 ml/kg, unit {blood}, checked with {rnur_f}.\n')
    R('\nFamily: {mum} ({m_f}) ' + rng.choice(['and {f2_rel} {f2_f}', 'alone - {f2_rel} on way', '']) + ' present, updated by {dr} {cons_l} ' + k.tick(5, 20) + '.')
    R(rng.choice([' {m_rel} works as a {m_prof};', ' {f2_rel} is a {f2_prof};', '']))
    R(rng.choice([' travelling by car.', ' will fly with team.', ' staying overnight, returning to {town} tomorrow.',
                  ' consent for transfer and procedures obtained verbally.']) + '\n')
    R('\nPlan: transfer to {th} {th_unit}, bed {bed}. Accepting {att} {dr} {pdoc}. ')
    R('Departed ' + k.tick(30, 90) + '.\n{hn}.\n\n')
    R('Signed: ' + rng.choice(['{cons_sig}', '{cons}', '{dr} {cons_l}']) + ', {r_cons}, {ldoc} {cons_lic}    ')
    R(rng.choice(['bleep {cons_bleep}', 'mob {cons_mob}', '']) + '\n')
    if rng.random() < 0.4:
        R('Co-signed: {fel_sig} ({r_fel}), {ldoc} {fel_lic}\n')
