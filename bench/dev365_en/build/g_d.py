"""Genres: audit data sheet, clinical advice record (own), transport billing
claim (own)."""
import datetime

import clin
import gutil as G
from g_a import _prep
from phi import fmt_date, postcode, digits, letters, phone, email

ETHN = ['White British', 'Asian - Pakistani', 'Black African', 'Maori', 'Pacific', 'Not stated', 'White other',
        'Aboriginal and/or Torres Strait Islander', 'Hispanic/Latino', 'Chinese', 'Mixed', 'First Nations']


def audit_sheet(d, c, rng):
    sc = _prep(c, rng)
    k = G.Clock(rng)
    R = lambda s: d.r(s, c)
    X = c.ctx
    if rng.random() < 0.55:
        R(rng.choice(['TRANSPORT AUDIT DATA SHEET', 'Retrieval dataset - data collection form', 'PICU TRANSPORT AUDIT (core dataset)']) +
          ' - {svc_a}\nAudit ID: {audit_id}    Submitted {dsub} by {aud} (data manager)\n' + G.bar(rng) + '\n')
        rows = [('Case number', '{case}'), ('Surname', '{pt_l}'), ('Forename', '{pt_f}'), ('DOB', '{dob_iso}'), ('Sex', '{sx}'),
                ('{nh_lbl}', '{nh}'), ('Home postcode', '{zip}'), ('Ethnicity', rng.choice(ETHN)),
                ('Referring hospital', '{rh}'), ('Referring unit', '{unit}'), ('Referral date', '{d0}'),
                ('Referral time', k.tick(0, 0)), ('Team departed base', k.tick(10, 50)), ('Arrived at patient', k.tick(20, 120)),
                ('Departed referring', k.tick(45, 180)), ('Arrived destination', k.tick(30, 150)), ('Destination', '{th} ({th_unit})'),
                ('Team lead grade', rng.choice(['consultant', 'registrar/fellow', 'ANP'])), ('Mode', rng.choice(['road', 'rotary', 'fixed wing'])),
                ('Primary diagnosis', '{dxs} ({icd})'), ('Intubated by team', rng.choice(['Y', 'N'])),
                ('Vasoactive infusion', rng.choice(['Y', 'N'])), ('PIM3 (first contact)', '%.3f' % rng.uniform(0.005, 0.3)),
                ('Critical incident', rng.choice(['none', 'yes - see {inc}', 'none'])), ('Parent accompanied', rng.choice(['Y - {m_rel}', 'N'])),
                ('Outcome at PICU discharge', rng.choice(['alive', 'alive', 'alive', 'died'])),
                ('Receiving MRN', '{mrn_t}')]
        if rng.random() < 0.5:
            rows.insert(7, ('Weight (kg)', c['wt']))
        for a, b in rows:
            R(a + ': ' + b + '\n' if rng.random() < 0.5 else a.ljust(26) + b + '\n')
        R('\nINTERVENTIONS BY TEAM\n')
        for it in rng.sample(['intubation', 'CVC insertion', 'arterial line', 'inotrope start', 'IO access',
                              'blood products', 'PGE1 adjustment', 'chest drain', 'iNO', 'cardioversion'], 4):
            R('  [%s] %s\n' % (rng.choice('xx '), it))
        R('TIME METRICS (minutes)\n  referral to decision %d | decision to departure %d | bedside time %d | total episode %d\n' % (
            rng.randrange(5, 60), rng.randrange(10, 90), rng.randrange(40, 240), rng.randrange(180, 720)))
        R('Comments (free text): ' + rng.choice([
            'team delayed at {rv} awaiting road crew; {dr} {cons_l} led stabilisation.',
            'referrer {dr} {rdoc_l} ({rh_s}) requested early video review; no delay.',
            'parent ({m_rel}) travelled with team; {nur_f} completed family survey.',
            'bed initially unavailable at {th_a}; bed found after {bedm_f} arranged step-down.',
            'incident {inc} logged for pump failure; no harm.']) + '\n')
        R('\nValidation: ' + rng.choice(['range checks passed', 'time sequence error corrected', '2 missing fields queried']) +
          '; validated by {cons_sig} on {dsub}.\n')
        R('Export: ' + rng.choice(['secure upload to registry portal {svc_url}', 'quarterly extract', 'manual entry']) + '\n')
    else:
        R('# {svc_a} transport audit extract  generated {dsub_iso}  user={aud_u}\n')
        rows = rng.randrange(4, 9)
        R('# quarter ' + str((c.d0.month - 1) // 3 + 1) + ', rows=%d\n' % rows)
        R('case_no,surname,forename,dob,id_no,postcode,ref_site,ref_date,mode,pim3,intub,outcome\n')
        me = rng.randrange(rows)
        for i in range(rows):
            if i == me:
                R('{case},{pt_l},{pt_f},{dob_iso},{nh},{zip},{rh_a},{d0_iso},')
            else:
                p = c.person('PATIENT')
                c.reg('ap', p)
                dob = c.d0 - datetime.timedelta(days=rng.randrange(3, 6200))
                dd = c.d0 - datetime.timedelta(days=rng.randrange(0, 80))
                X['ap_dob'] = (dob.isoformat(), 'DATE')
                X['ap_d'] = (dd.isoformat(), 'DATE')
                X['ap_zip'] = (postcode(rng, c.cc, c.region), 'ZIP')
                X['ap_case'] = ('%s-%02d-%s' % (c.sv[1], c.d0.year % 100, digits(rng, 4)), 'IDNUM')
                X['ap_nh'] = (_idlike(c), c['nh'][1])
                X['ap_h'] = (rng.choice(['%sGH' % letters(rng, 1), '%sDH' % letters(rng, 1), c['rh_a'][0]]), 'HOSPITAL')
                R('{ap_case},{ap_l},{ap_f},{ap_dob},{ap_nh},{ap_zip},{ap_h},{ap_d},')
            R(rng.choice(['road', 'rotor', 'fixed']) + ',%.3f,%s,%s\n' % (rng.uniform(0.004, 0.35), rng.choice('YN'),
                                                                         rng.choice(['alive', 'alive', 'died', 'alive'])))
        R('# end of extract; checksum ' + digits(rng, 8) + '\n')
        R('\nQUERIES RAISED\n')
        R('  {case}: arrival time earlier than departure - corrected by {nur_f} ({nur_u}).\n')
        R('  {ap_case}: ' + rng.choice(['DOB missing on ePCR - taken from {ap_h} record', 'postcode invalid - checked with family',
                                      'PIM3 variables incomplete (no BE)', 'destination recorded as generic PICU']) + '; resolved {dsub}.\n')
        R('  Data dictionary v' + '%d.%d' % (rng.randrange(2, 6), rng.randrange(0, 9)) + ' used; PIM3 per published coefficients.\n')
        R('Reviewed by {aud} / {cons_sig}. Queries to {svc_email}.\n')


def _idlike(c):
    rng = c.rng
    v = c['nh'][0]
    return ''.join(rng.choice('0123456789') if ch.isdigit() else (rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ') if ch.isalpha() else ch)
                   for ch in v)


def advice(d, c, rng):
    sc = _prep(c, rng)
    k = G.Clock(rng)
    R = lambda s: d.r(s, c)
    X = c.ctx
    X['vc_url'] = ('https://telehealth.example.%s/room/%s' % (rng.choice(['com', 'org', 'net']), letters(rng, 3).lower() + digits(rng, 3)), 'URL')
    remote = rng.random() < 0.4
    R(rng.choice(['{svc_a} CLINICAL ADVICE RECORD (no retrieval)', 'ADVICE-ONLY CALL', 'Telephone / video advice note',
                  'Remote consultation - {svc}']) + '\n')
    R('Date: {d0}    Time: ' + k.tick(0, 0) + '    Ref: {case}\n')
    if remote:
        R('Caller: {dr} {rdoc}, ' + rng.choice({'US': ['family physician', 'nurse practitioner', 'PA-C'],
                                                'CA': ['family physician', 'nurse practitioner', 'locum physician']}.get(
            c.cc, ['rural generalist', 'GP obstetrician', 'nurse practitioner', 'locum GP'])) +
          ', {gp_prac} ({rh_town}) - ph {gp_ph}\n')
    else:
        R('Caller: {dr} {rdoc} ({r_ref}), {rh} - ph {rh_ph}\n')
    R('Patient: {pt} ({age_sh} {sx})    DOB {dob}    MRN {mrn_r}\n')
    if rng.random() < 0.5:
        R('Video: {vc_url} - ' + rng.choice(['camera cart {dev_any} at ' + '{ip1}', 'connected from {ip1}', 'poor bandwidth, audio only']) + '\n')
    R('\nProblem: {dx}. {hx1}. {hx2}.\nBackground: {comorb}. Allergies: {allergy}. Wt {wt} kg.\n')
    R('Current: {obs}. {vent}.\nInvestigations: {gas}. {bloods}.\n')
    if rng.random() < 0.6:
        R('Discussed with {th_a} PICU ({dr} {pdoc_l}): ' + rng.choice(['bed available if needed', 'no bed tonight - would need to look elsewhere',
                                                                       'agree manage locally overnight']) + '.\n')
    R('\nAdvice given by {dr} {cons} ({r_cons}):\n')
    adv = [sc['tx'][0], 'repeat gas in 1 h and call back with result', 'keep NBM, maintenance fluids at 2/3',
           'hourly neuro obs', 'target SpO2 92-97%', 'do not give further boluses without discussion', 'CXR and send image via secure link']
    rng.shuffle(adv)
    for i, a in enumerate(adv[:rng.randrange(3, 6)]):
        R('  %d. %s\n' % (i + 1, a))
    R('Safety net: re-refer immediately if ' + rng.choice(['GCS falls', 'FiO2 > 0.6', 'apnoea', 'lactate rising']) +
      ' - ring {svc_ph}. Emergency: {emerg}.\n')
    R('\nFollow-up call {dfu} ' + k.fmt(rng.randrange(420, 660)) + ' with {dr} {rdoc_l}: ' +
      rng.choice(['improving, stays local', 'weaned to low-flow', 'discharged home', 'now needs retrieval - see case {cad}']) + '.\n')
    R('Copy to {gpw}: {dr} {gp}, {gp_prac}; fax {rh_fax}\n')
    if rng.random() < 0.5:
        R('Parent ({m_rel}, {m}) spoke briefly with consultant; contact {m_mob}.\n')
    R('\n' + rng.choice(['{cons_sig}', '{dr} {cons}']) + ', {ldoc} {cons_lic}    logged by {hdl_u}\n')
    R('{hn}.\n')


CODES = {
    'US': [('A0431', 'Rotary wing air transport, base rate'), ('A0436', 'Rotary wing loaded mile'),
           ('A0434', 'Specialty care transport (SCT)'), ('A0425', 'Ground mileage, per statute mile'),
           ('A0430', 'Fixed wing air transport, base rate'), ('A0435', 'Fixed wing loaded mile')],
}


def billing(d, c, rng):
    sc = _prep(c, rng)
    R = lambda s: d.r(s, c)
    X = c.ctx
    cc = c.cc
    X['bill_ph'] = (phone(rng, cc, 'land'), 'PHONE')
    X['bill_em'] = ('billing@%s' % c.dom, 'EMAIL')
    X['g'] = c['m']
    R(rng.choice(['INTERFACILITY TRANSPORT CLAIM', 'Retrieval Service Account / Invoice', 'TRANSPORT BILLING RECORD',
                  'Cost recovery claim - patient transport']) + '\n{svc}\n')
    R('Invoice: {inv}    Account: {acct}    Date of service: {d0}    Billed: {dbill}\n' + G.bar(rng) + '\n')
    R('PATIENT\n  Name: {pt_lf}    DOB: {dob}    Sex: {sx}\n  Address: {addr}\n')
    if cc == 'US':
        R('  SSN: {ssn}\n  ' + '{nh_lbl}: {nh}\n')
        R('GUARANTOR / RESPONSIBLE PARTY\n  {m} ({m_rel})\n')
        R('  Employer: {employer}    Occupation: {m_prof}    Phone: {m_mob}\n')
        R('PRIMARY INSURANCE\n  Payer: {insurer}\n  Subscriber ID: {hp}    Group: {hp_grp}\n  Subscriber: {f2} ({f2_rel})\n')
        R('Prior authorization: ' + rng.choice(['obtained by phone', 'retro-review requested', 'not required (emergency)']) + '\n')
        R('\nSERVICES\n')
        kind = rng.randrange(3)
        pair = [CODES['US'][i] for i in ((0, 1), (4, 5), (2, 3))[kind]]
        miles = rng.randrange(12, 260)
        for (code, desc), q in zip(pair, (1, miles)):
            R('  %s  %s  x%d  $%s\n' % (code, desc.ljust(38), q, '{:,}'.format(rng.randrange(300, 38000) if q == 1 else q * rng.randrange(40, 140))))
        if kind != 2 and rng.random() < 0.5:
            R('  A0425  Ground mileage (to/from landing site)         x%d  $%s\n' % (rng.randrange(2, 15), rng.randrange(60, 400)))
        R('  Dx: {icd} {dxs}\n  Origin: {rh}, {rh_addr}\n  Destination: {th}\n')
        R('Physician Certification Statement: {dr} {rdoc}, NPI {rdoc_lic}\nBilling NPI ' + '{cons_lic}' + ' (transport medical director {dr} {cons_l})\n')
    elif cc == 'CA':
        R('  {nh_lbl}: {nh}' + rng.choice(['    SIN (out-of-country claim): {ssn}', '    SIN: {ssn}', '']) + '\n')
        R('  Home province: {state}    Out-of-province: ' + rng.choice(['no', 'yes - reciprocal billing']) + '\n')
        R('RESPONSIBLE PARTY\n  {m} ({m_rel}), {m_mob}; works as {m_prof} for {employer}\n')
        R('Extended health: {insurer}, certificate {hp}, group {hp_grp}\n')
        R('\nSERVICES\n  Critical care transport, ' + rng.choice(['air', 'land']) + ', %d km; team: physician/RN/RT\n' % rng.randrange(40, 900))
        R('  Dx: {icd}\n  Referring physician: {dr} {rdoc}, {ldoc} {rdoc_lic}\n')
    elif cc == 'AU':
        R('  Medicare: {nh}    IRN ' + str(rng.randrange(1, 6)) + '\n')
        R('  Private health fund: {insurer}, member no {hp}\n')
        R('ACCOUNT HOLDER\n  {m} ({m_rel}), {m_mob}, {m_email}\n')
        R('\nSERVICES\n  Aeromedical retrieval {rh_s} -> {th_a}, %d km, ' % rng.randrange(80, 1800) +
          rng.choice(['fixed wing', 'rotary']) + ' ({acreg})\n  Status: ' + rng.choice(['public patient - no charge', 'private patient - fund billed',
                                                                                      'overseas visitor - invoice to insurer']) + '\n')
    elif cc == 'NZ':
        R('  NHI: {nh}\n  ACC claim no: {hp}' + rng.choice(['    (accident - ' + sc['dxs'] + ')', '']) + '\n')
        R('CONTACT\n  {m} ({m_rel}), {m_mob}; ' + rng.choice(['employer {employer}', 'occupation {m_prof}']) + '\n')
        R('\nSERVICES\n  Air retrieval ({acreg}) + road ({plate}); funder: ' + rng.choice(['ACC', 'public funding', 'overseas visitor - self-pay']) + '\n')
    elif cc == 'IE':
        R('  {nh_lbl}: {nh}    PPSN: {ssn}\n')
        R('  Private insurer: {insurer}, membership {hp}\n')
        R('POLICY HOLDER\n  {f2} ({f2_rel}), {f2_mob}, works as {f2_prof}\n')
        R('\nSERVICES\n  Paediatric critical care transfer {rh_s} -> {th_s}; ' + rng.choice(['road', 'air corps', 'rotary']) + '\n')
    else:
        R('  {nh_lbl}: {nh}\n  Charging status: ' + rng.choice(['overseas visitor - chargeable', 'cross-border recharge', 'private patient']) + '\n')
        R('  Country of residence: {abroad}\n  Insurer: {insurer}, policy {hp}' + rng.choice([', EHIC/GHIC {hp_grp}', '']) + '\n')
        R('RESPONSIBLE PARTY\n  {m} ({m_rel}), {m_mob}, {m_email}\n  UK contact address: {addr_c}\n')
        R('\nSERVICES\n  PICU retrieval {rh_a} -> {th_a}, consultant-led, %d miles\n' % rng.randrange(8, 240))
    R('\nTotal: {cur}' + '{:,}'.format(rng.randrange(900, 64000)) + '.00    Terms: 30 days\n')
    X['auth'] = (rng.choice(['PA%s' % digits(rng, 8), 'AUTH-%s' % digits(rng, 6), digits(rng, 10)]), 'IDNUM')
    R('\nNOTES / HISTORY\n')
    R('  {dbill}: claim created from ePCR ({case}); ' + rng.choice(['PCS attached', 'crew sheet attached', 'clinical summary attached']) + '.\n')
    R('  ' + rng.choice(['Pre-authorisation ref {auth} obtained from {insurer}.', 'Authorisation {auth} pending with {insurer}.',
                         'No authorisation required; ref {auth} for tracking.']) + '\n')
    R('  ' + rng.choice(['Statement posted to {m} at home address.', 'Emailed copy to {m_email}.',
                         'Family advised of hardship policy by {sw} ({sw_mob}).']) + '\n')
    R('Queries: {bill_ph} / {bill_em}    Prepared by {aud} ({aud_u})\n')
    if rng.random() < 0.4:
        R('Pay online: ' + '{svc_url}' + ' (ref {inv})\n')
