"""Genres: dispatch/records system audit trail (own), family accommodation and
travel request (own)."""
import datetime

import gutil as G
from g_a import _prep
from phi import fmt_date, email, private_ip, phone


def system_log(d, c, rng):
    sc = _prep(c, rng)
    R = lambda s: d.r(s, c)
    X = c.ctx
    X['vpn'] = (private_ip(rng), 'IPADDR')
    X['srv'] = (private_ip(rng), 'IPADDR')
    R(rng.choice(['AUDIT TRAIL EXPORT', 'Record access log', 'CAD / ePR audit report', 'SYSTEM EVENT LOG']) +
      ' - {svc_a} retrieval database\n')
    R('Record: {case}    Patient: {pt_lf}    ' + rng.choice(['{nh_lbl} {nh}', 'MRN {mrn_r}']) + '\n')
    R('Exported {dsub} by {aud_u} (' + '{aud}' + ') from {ip3}; reason: ' +
      rng.choice(['routine privacy audit', 'incident investigation {inc}', 'subject access request', 'data quality review']) + '\n')
    R('Server {srv} / db ' + rng.choice(['retrieve_prod', 'cad01', 'epr_live']) + '\n' + G.bar(rng, '-') + '\n')
    pipe = rng.random() < 0.5
    t = datetime.datetime(c.d0.year, c.d0.month, c.d0.day, rng.randrange(0, 24), rng.randrange(60), rng.randrange(60))
    ev = [('{hdl_u}', '{ip1}', 'CREATE', 'referral {case}; pt={pt_lfc}; dob={dob_iso}'),
          ('{hdl_u}', '{ip1}', 'UPDATE', 'referrer={rdoc_l}; site={rh_a}; cb={rh_ph}'),
          ('{cons_u}', '{vpn}', 'VIEW', 'referral summary (remote, VPN)'),
          ('{cons_u}', '{vpn}', 'UPDATE', 'decision=retrieve; dest={th_a}; bed={bed}'),
          ('{hdl_u}', '{ip1}', 'DISPATCH', 'vehicle={veh}; crew={cons_i},{nur_i}'),
          ('{nur_u}', '{ip2}', 'SYNC', 'ePCR from tablet SN {dev_tab}'),
          ('SYSTEM', '{srv}', 'CDSAFE', 'access granted bio={nur_bio}; witness bio={par_bio}'),
          ('{fel_u}', '{ip2}', 'PRINT', 'transfer letter -> fax {rh_fax}'),
          ('{nur_u}', '{ip2}', 'UPDATE', 'obs batch (n=%d); monitor SN {dev_mon}' % rng.randrange(6, 40)),
          ('{pdoc_u}', '{ip3}', 'VIEW', 'handover document ({th_a})'),
          ('{hdl_u}', '{ip1}', 'EMAIL', 'summary sent to {rdoc_em}'),
          ('{aud_u}', '{ip3}', 'VIEW', 'audit dataset {audit_id}'),
          ('{fel_u}', '{vpn}', 'LOGIN_FAIL', 'bad password x2'),
          ('{cons_u}', '{vpn}', 'SIGN', 'stabilisation note signed'),
          ('{x_u}', '{ip3}', 'VIEW', 'no care relationship - flagged for review')]
    X['veh'] = c['acreg'] if rng.random() < 0.4 else c['plate']
    X['pt_lfc'] = ('%s^%s' % (c.people['pt'].last.upper(), c.people['pt'].first.upper()), 'PATIENT')
    pr = c.people['rdoc']
    X['rdoc_em'] = (email(rng, pr.first, pr.last, ['example.net', 'health.example.org', c.dom]), 'EMAIL')
    c.reg('x', c.person('DOCTOR'))
    n = rng.randrange(9, len(ev) + 1)
    pick = sorted(rng.sample(range(len(ev)), n))
    for i in pick:
        u, ip, act, det = ev[i]
        t += datetime.timedelta(seconds=rng.randrange(20, 2400))
        X['ts'] = (fmt_date(rng, t.date(), c.dmy, 'iso'), 'DATE')
        hms = t.strftime('%H:%M:%S')
        if pipe:
            R('{ts} ' + hms + ' | ' + u.ljust(10) + ' | ' + ip + ' | ' + act.ljust(10) + ' | ' + det + '\n')
        else:
            R('[{ts}T' + hms + '] user=' + u + ' src=' + ip + ' action=' + act + ' "' + det + '"\n')
    R(G.bar(rng, '-') + '\n')
    R('%d events. ' % n + rng.choice(['1 access flagged for review ({x_u}).', 'No inappropriate access identified.',
                                      'Flag raised to privacy officer {aud}.']) + '\n')
    if rng.random() < 0.5:
        R('Portal: {svc_url}  (internal)  |  Helpdesk {svc_ph}\n')


def family_accom(d, c, rng):
    sc = _prep(c, rng)
    R = lambda s: d.r(s, c)
    X = c.ctx
    X['ch_em'] = ('bookings@' + rng.choice(['example.org', 'families.example.org', 'example.com']), 'EMAIL')
    X['ch_ph'] = (phone(rng, c.cc, 'land'), 'PHONE')
    nights = rng.randrange(2, 10)
    X['dto'] = (fmt_date(rng, c.d1 + datetime.timedelta(days=nights), c.dmy, c.ds), 'DATE')
    X['kms'] = str(rng.randrange(*{'GB': (8, 180), 'IE': (15, 220), 'NZ': (30, 600)}.get(c.cc, (40, 1400))))
    R(rng.choice(['FAMILY ACCOMMODATION AND TRAVEL REQUEST', 'Family support referral - accommodation/travel',
                  'PARENT ACCOMMODATION REQUEST']) + '\n')
    R('To: {charity} ({ch_em}, {ch_ph})\nFrom: ' + rng.choice(['{sw}, social worker', '{nur}, family liaison nurse', '{sw} (SW)']) +
      ', {svc_a} / {th_a}\nDate: {d0}\n' + G.bar(rng) + '\n')
    R('Child: {pt} ({age_sh} {sx}), retrieved from {rh_s} to {th} {th_unit}, bed {bed}. MRN {mrn_t}.\n')
    R('Expected stay: ' + rng.choice(['3-5 days', 'at least a week', 'uncertain - ventilated', '2 nights']) + '\n\n')
    R('FAMILY\n  {m} ({m_rel}), mob {m_mob}, {m_email}\n  {f2} ({f2_rel}), mob {f2_mob}\n')
    R('  Siblings: {sib_f} (age {sib_age})' + rng.choice([' - attends {school}', ' - staying with {f2_rel}', '']) + '\n')
    R('  Home: {addr} (about {kms} {dist} from unit)\n')
    if rng.random() < 0.4:
        R('  Extended family: grandparents flying in from {abroad} ' + rng.choice(['next week', 'on {dfu}', 'if things worsen']) + '.\n')
    R('\nEMPLOYMENT\n  {m_rel_c}: {m_prof}' + rng.choice([' at {employer}', '', ' (casual)']) + '; ')
    R(rng.choice(['letter for employer requested', 'no paid leave', 'employer supportive']) + '.\n')
    R('  {f2_rel_c}: {f2_prof}' + rng.choice([', {employer2}', '']) + '.\n')
    R('\nTRAVEL\n  ' + rng.choice(['Own car, reg {car}; fuel voucher requested.', 'No car - bus/train tickets requested.',
                                   'Flights from {rh_town} booked via patient travel scheme.',
                                   'Car reg {car} - parking permit for multi-storey requested.']) + '\n')
    R('\nACCOMMODATION\n  Room for 2 adults' + rng.choice([' + 1 child', '', ' + infant (cot)']) + ', nights {d1} to {dto}.\n')
    R('  ' + rng.choice((['Mother breastfeeding/expressing - needs room close to unit.'] if c.agecat in ('neo', 'inf') else []) +
                        ['Family observe halal diet.',
                         'Wheelchair access needed for {f2_rel}.', 'No special requirements.']) + '\n')
    if rng.random() < 0.4:
        R('  Faith support requested from {church}.\n')
    R('  Family contact during stay: {th_unit} reception {th_ph}; ' + rng.choice(['parents\' room 2', 'no parking on site',
                                                                               'lockers on level 3']) + '.\n')
    if c.has('dprev') and rng.random() < 0.5:
        R('  Previous stay with {charity}: {dprev} (sibling admission).\n')
    R('\nFINANCIAL\n  ' + rng.choice(['Family on low income - hardship fund form attached.', 'No financial concerns raised.',
                                        'Self-employed {m_rel} losing income; food vouchers requested.',
                                        'Meal vouchers x6 issued by {nur_f}.']) + '\n')
    if c.has('ssn') and rng.random() < 0.7:
        R('\nTravel grant application: ' + {'IE': 'PPSN', 'US': 'SSN', 'CA': 'SIN'}[c.cc] + ' of applicant ({m_rel}): {ssn}\n')
    R('\nConsent to share details with {charity}: ' + rng.choice(['given verbally by {m_f}', 'signed by {m}', 'given by {f2}']) + '\n')
    R('Requested by ' + rng.choice(['{sw_sig}', '{sw}']) + ' (' + rng.choice(['{sw_mob}', 'bleep {sw_bleep}']) + ')' +
      '    Approved: ' + rng.choice(['{bedm}', '{pnur}', 'pending']) + '\n')
