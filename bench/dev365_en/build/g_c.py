"""Genres: parent information record, equipment checklist, debrief and
incident form."""
import clin
import gutil as G
from g_a import _prep
from phi import email, phone, with_ext


def _staff_email(c, k):
    p = c.people[k]
    c.ctx[k + '_em'] = (email(c.rng, p.first, p.last, [c.dom, 'example.net', 'health.example.org']), 'EMAIL')


def parent_info(d, c, rng):
    sc = _prep(c, rng)
    R = lambda s: d.r(s, c)
    X = c.ctx
    X['ch_ph'] = (phone(rng, c.cc, 'land'), 'PHONE')
    if rng.random() < 0.6:
        R(rng.choice(['PARENT / FAMILY INFORMATION RECORD', 'Family Information and Communication Record',
                      'PARENT INFORMATION - INTERHOSPITAL TRANSFER']) + '\n{svc}\n' + G.bar(rng) + '\n')
        R('Child: {pt_fml}    Known as: {pt_nick}    DOB: {dob}    Age: {age}\n')
        R('Date: {d0}    Completed by: {nur} ({r_nur})    Case: {case}\n\n')
        R('Parent/carer 1: {m}\n  Relationship: {m_rel}    Age: {m_age}\n  Mobile: {m_mob}    Email: {m_email}\n')
        R('  Occupation: {m_prof}' + rng.choice(['    Employer: {employer}', '']) + '\n')
        R('  Parental responsibility: ' + ('yes' if c.kind in ('parents', 'mum', 'dad') else 'no - placement order; LA consent via {sw}') + '\n')
        R('Parent/carer 2: {f2}\n  Relationship: {f2_rel}    Mobile: {f2_mob}\n')
        if rng.random() < 0.6:
            R('  Occupation: {f2_prof}' + rng.choice([' at {employer2}', '', ' (self-employed)']) + '\n')
        R('\nHome address:\n{addr_ml}\nHome phone: {home_ph}\n')
        if c.cc == 'US' and rng.random() < 0.6:
            R('Guarantor SSN (registration): {ssn}    Insurance: {insurer}, member {hp}\n')
        R('Language: ' + rng.choice(['English', 'English', '{lang} - telephone interpreter used',
                                    '{lang}; {f2_rel} interpreting (not ideal, documented)']) + '\n')
        if rng.random() < 0.45:
            R('Family arrived from {abroad} ' + rng.choice(['last year', 'in {yr}', '3 months ago']) + '; ' +
              rng.choice(['no GP registered yet', 'registered with {gp_prac}', 'visa status not asked']) + '.\n')
        c.reg('ec', c.person('FAMILY', origin=c.pt_origin))
        X['ec_ph'] = (phone(rng, c.cc, rng.choice(['mob', 'land'])), 'PHONE')
        R('Emergency contact: {ec} (' + rng.choice(['maternal grandmother', 'neighbour', 'aunt', 'family friend', 'uncle']) +
          ') {ec_ph}\n')
        if rng.random() < 0.3:
            c.reg('nx', c.person('FAMILY', origin=c.pt_origin))
            R('Do NOT give information to: {nx} (' + rng.choice(['estranged father', 'ex-partner', 'paternal relative']) +
              ') - ' + rng.choice(['court order in place', 'at request of {m_rel}', 'safeguarding plan']) + '.\n')
        R('Comfort items / needs: ' + rng.choice(['blue rabbit toy, dummy', 'tablet and charger', 'prayer beads',
                                                 'favourite blanket', 'hearing aids (L)', 'none']) + '; ' +
          rng.choice(['halal diet', 'vegetarian', 'no special diet', 'expressed breast milk in freezer bag x4']) + '.\n')
        R('\nINFORMATION GIVEN\n')
        items = ['[x] Reason for transfer: {dxs}, needs intensive care',
                 '[x] Destination: {th}, {th_unit}, {th_town} - unit phone {th_ph}',
                 '[x] Travel: ' + rng.choice(['one parent may travel with the team', 'no space in aircraft - parents to drive',
                                             'parent travels in front cab']),
                 '[x] Leaflet "Your child\'s transfer" given; also at {svc_url}',
                 '[x] Accommodation: {charity}, ' + rng.choice(['tel {ch_ph}', 'ask PICU reception', '{ch_ph}']),
                 '[ ] Chaplaincy / cultural support offered' if (rng.random() < 0.5 or c.cc != 'NZ') else '[x] Whanau support offered',
                 '[x] Photo of ' + '{pt_f}' + ' taken on parent\'s phone before departure']
        rng.shuffle(items)
        for it in items[:rng.randrange(4, 8)]:
            R('  ' + it + '\n')
        R('\nQuestions asked: "' + rng.choice(['Will {he} need a breathing tube?', 'How long will {he} be there?',
                                             'Can {sib_f} visit?', 'Who do we call overnight?', 'Will {he} be home for {hol}?']) +
          '" - answered by {dr} {cons_l}.\n')
        R('Siblings: {sib_f} ({sib_age}) ' + rng.choice(['at {school}', 'with neighbours', 'with {f2_rel}']) + '.\n')
        R('{gpw}: {gp_prac}, {gp_ph}\n')
        R('\nParent signature: ' + rng.choice(['{m_f} {m_l}', '{m_i}', '{m}']) + '    Staff: ' + rng.choice(['{nur_sig}', '{nur}']) + '\n')
    else:
        R('{svc_a} - communication with family (' + rng.choice(['nursing', 'medical', 'family liaison']) + ' entry)\n')
        R('{d0_any}, at {rh_s}\n\n')
        R('Met {pt_f}\'s {m_rel} {m} and ' + rng.choice(['{f2_rel} {f2_f}', 'grandparents', 'family friend']) + ' in the relatives\' room ')
        R('with {rnur_f} (local nurse). Introduced myself ({nur_f}, {r_nur}) and {dr} {cons_l}.\n')
        R('Explained: {pt_nick} is very unwell with {dxs}; we have ' + rng.choice(['put in a breathing tube', 'started medicines to support the heart',
                                                                               'given strong antibiotics', 'started CPAP']) + '.\n')
        R('{mum_c} asked about ' + rng.choice(['brain damage', 'whether it was their fault', 'how long', 'visiting']) + '. ')
        R('{m_rel_c} is a {m_prof}; ' + rng.choice(['understood well', 'asked for written info', 'very distressed, support given']) + '.\n')
        R('Contact numbers confirmed: {m_mob} (' + '{m_f}' + '), {f2_mob} (' + '{f2_f}' + ').\n')
        R('They will drive from {town} in their own car ({car}) - advised not to follow ambulance or speed.\n')
        R('Given {th_a} parent pack: PICU direct line {th_ph}, {svc_url}\n')
        R('Discussed: ' + rng.choice(['what the team will do on the way', 'that {pt_f} will be sedated for the journey',
                                      'the risks of transfer (small but real)', 'visiting and parking at {th_a}']) + '; ')
        R(rng.choice(['{mum} wants to call {f2_rel} first', 'questions answered', 'they asked for a chaplain',
                      'they would like the {gpw} ({gp_prac}) informed']) + '.\n')
        R('Safeguarding: ' + rng.choice(['no concerns', 'no concerns identified; {sw} informed as routine',
                                        'known to {school} welfare team, no open plan']) + '.\n')
        if rng.random() < 0.5:
            R('Email copy of plan requested to {m_email}.\n')
        R('{nur_sig}, {nurse_t}    ' + rng.choice(['{lnur} {nur_lic}', '']) + '\n')


def equipment(d, c, rng):
    sc = _prep(c, rng)
    R = lambda s: d.r(s, c)
    md, model, air = G.mode(c)
    c.ctx['model'] = model
    R(rng.choice(['{svc_a} TRANSPORT EQUIPMENT CHECKLIST', 'Daily equipment & vehicle check', 'PRE-DEPARTURE CHECKLIST',
                  'Trolley / grab-bag check sheet']) + '    Date: {d0}    Shift: ' + rng.choice(['day', 'night', 'LD', 'N']) + '\n')
    if rng.random() < 0.7:
        R('Pre-departure for job {case} - {age_sh} {sx}, {dxs}, at {rh_s}\n')
    if air:
        R('Aircraft: {model} {acreg} (operator {amb})\n')
    else:
        R('Vehicle: {model} reg {plate}, fleet {fleet}, VIN {vin}, odometer %d km\n' % rng.randrange(8000, 260000))
    R('Checked by: {nur} / {par}    Base: {base}\n' + G.bar(rng, '-') + '\n')
    R('Item | Model | Serial / asset | Check | Init\n')
    rows = [('Ventilator', rng.choice(clin.VENTS), '{dev_vent}', rng.choice(['self-test pass', 'pass, O2 cell cal']), '{nur_i}'),
            ('Monitor', rng.choice(clin.MONS), '{dev_mon}', 'battery 100%, NIBP cuffs all sizes', '{par_i}'),
            ('Syringe drivers x4', rng.choice(clin.PUMPS), '{dev_pump1}, {dev_pump2}', 'charged', '{nur_i}'),
            ('Defibrillator', rng.choice(['X Series', 'LIFEPAK 15', 'Corpuls3']), '{dev_defib}', 'paeds pads in date', '{par_i}'),
            ('Suction', rng.choice(['LCSU 4', 'Laerdal LSU', 'Accuvac Rescue']), '{dev_suction}', 'tested -0.4 bar', '{par_i}'),
            ('Blood gas analyser', rng.choice(['i-STAT 1', 'epoc']), '{dev_bgm}', 'QC L1/L2 pass, cartridges exp 0' +
             str(rng.randrange(1, 10)) + '/2026', '{nur_i}'),
            ('ePCR tablet', rng.choice(['rugged tablet', 'iPad in case']), '{dev_tab}', 'synced', '{nur_i}'),
            ('Stretcher/trolley', rng.choice(['Ferno Pegasus', 'Stryker Power-PRO', 'LifePort bridge']), '{dev_trolley}', 'locks ok', '{par_i}')]
    if c.agecat == 'neo':
        rows.append(('Transport incubator', rng.choice(clin.INCUB), '{dev_inc_sn}', 'warmed to 36.5', '{nur_i}'))
    for r in rows:
        R(' | '.join(r) + '\n')
    R('\nOxygen: CD x2 (460 L) full, ' + rng.choice(['main cylinder 2/3', 'HX cylinder full', 'bulk O2 ok']) + '. Air: full.\n')
    R('Drug bag A seal {seal} intact; bag B seal {seal} (replaced - old seal {seal}).\n')
    R('CD bag: ketamine 200 mg x2, fentanyl 100 mcg x4, morphine 10 mg x2, midazolam 15 mg x2 - counted.\n')
    R('CD safe access: ' + rng.choice(['fingerprint ID {nur_bio}', 'biometric ID {nur_bio}', 'palm-vein template {nur_bio}']) +
      ' at ' + G.Clock(rng).now() + '; witness {par} (' + rng.choice(['{par_bio}', 'key', 'PIN']) + ')\n')
    R('PGE1 in fridge (exp ' + str(rng.randrange(1, 13)) + '/2025), insulin, blood (O neg x2) ' +
      rng.choice(['not carried', 'collected from blood bank', 'n/a']) + '.\n')
    R('Infant/child sizes: Broselow-coded pouches, ETT 2.5-7.5, Guedel 000-3, LMA 1-4, i-gel 1-4 - all present.\n')
    R('\nFaults: ' + rng.choice(['nil', 'monitor {dev_mon} SpO2 cable intermittent - replaced, EBME job logged',
                                 'pump {dev_pump2} battery alarm - swapped for spare {dev_any}, reported to EBME via {svc_ph}',
                                 'suction canister cracked - replaced', 'vehicle tail lift noisy, reported to {amb}']) + '\n')
    if rng.random() < 0.4:
        R('Next service due 0' + str(rng.randrange(1, 10)) + '/2026 (ventilator), calibration label checked.\n')
    R('\nSigned: ' + rng.choice(['{nur_sig}', '{nur}']) + ' ({r_nur})    ' + rng.choice(['{par_sig}', '{par}']) + ' ({r_par})\n')
    if rng.random() < 0.5:
        R('Logged in asset system by {nur_u} from workstation {ip1}\n')


def debrief(d, c, rng):
    sc = _prep(c, rng)
    k = G.Clock(rng)
    R = lambda s: d.r(s, c)
    X = c.ctx
    for s in ('nur', 'cons', 'fel'):
        _staff_email(c, s)
    cat = rng.choice(['equipment', 'airway', 'medication', 'vehicle', 'communication', 'delay', 'clinical deterioration'])
    R(rng.choice(['{svc} - POST-RETRIEVAL DEBRIEF AND INCIDENT FORM', 'INCIDENT REPORT (transport)', 'Hot debrief record + incident report',
                  'Clinical Incident Notification']) + '\n' + G.bar(rng) + '\n')
    R('Incident ref: {inc}    Case: {case}\nDate of incident: {d0}    Time: ' + k.tick(0, 0) + '\n')
    R('Reported: {dinc} by {nur} ({r_nur}), {nur_em}' + rng.choice([', ext {nur_bleep}', '']) + '\n')
    where = {'equipment': 'in transit, {amb} vehicle {plate}', 'airway': 'at {rh}, {unit}',
             'medication': 'at {rh}, {unit}', 'vehicle': 'en route near {rv}', 'communication': 'referral phase (phone)',
             'delay': 'base ({base})', 'clinical deterioration': 'in aircraft {acreg}'}[cat]
    R('Location: ' + where + '\nPatient: {pt_lf}    DOB {dob}    {nh_lbl} {nh}\nCategory: ' + cat + '\n\n')
    desc = {
        'equipment': 'Syringe driver (S/N {dev_pump1}) alarmed occlusion then switched off at ' + k.tick(3, 9) +
                     '; adrenaline infusion interrupted ~2 min, BP dropped to 48 systolic. Moved to spare pump {dev_pump2}.',
        'airway': 'Unplanned extubation during transfer to trolley. SpO2 fell to 70%. Re-intubated by {dr} {fel_l} (2nd attempt), {ett}.',
        'medication': 'Tenfold error in morphine infusion concentration identified at handover by {pnur_f}; patient received 20 mcg/kg/h for '
                      '35 min instead of 2 mcg/kg/h. No respiratory depression.',
        'vehicle': 'Vehicle {plate} lost power steering; pulled over. Replacement vehicle {fleet} from {amb}, delay 48 min.',
        'communication': 'Referral taken by {hdl} but conference call to {cons_l} dropped twice; referrer ({rdoc_l}) waited 25 min.',
        'delay': 'Team mobilisation delayed 40 min: no driver available; escalated to {amb} duty manager.',
        'clinical deterioration': 'Bradycardia to 60 on descent, responded to bagging with 100% O2; ETT position confirmed.',
    }[cat]
    R('Description:\n' + desc + '\n\nTimeline:\n')
    evs = ['team arrived at bedside', 'handover from local team', 'patient moved to transport trolley',
           'departed referring unit', 'event recognised', 'senior informed', 'arrived at {th_a}', 'handover to {pnur_f}']
    for i in sorted(rng.sample(range(len(evs)), 4)):
        R('  ' + k.tick(2, 25) + '  ' + evs[i] + '\n')
    R('\nImmediate action: ' + rng.choice(['patient stabilised, no lasting harm', 'device quarantined and labelled',
                                                                      'escalated to on-call consultant', 'safety huddle on arrival']) + '.\n')
    R('Harm: ' + rng.choice(['no harm', 'low', 'moderate', 'near miss']) + '\n')
    R('Family informed (duty of candour): ' + rng.choice(['yes - {m_rel} {m} by {dr} {cons} on {dfu}', 'yes, {m_rel} aware {dfu}',
                                                          'not required (near miss)']) + '\n')
    R('\nDEBRIEF held {ddeb}' + rng.choice([' (hot debrief at ' + k.tick(60, 180) + ')', '', ' via video call']) + '\n')
    att = ['{dr} {cons}', '{nur}', '{dr} {fel}', '{par}', 'Capt. {pil}', '{pnur}']
    rng.shuffle(att)
    R('Attendees: ' + ', '.join(att[:rng.randrange(3, 6)]) + '. Facilitator: ' + rng.choice(['{bedm}', '{aud}']) + '\n')
    R('Went well: ' + rng.choice(['early escalation', 'closed-loop communication', 'pre-drawn drugs', 'use of checklist']) + '.\n')
    R('Even better if: ' + rng.choice(['spare pump charged before leaving', 'second suction unit carried', 'ETT taped with two ties',
                                      'conference line with auto-reconnect']) + '.\n')
    R('Learning shared at M&M; ' + rng.choice(['no equipment fault found by EBME', 'manufacturer notified (field report)',
                                              'added to drug library update']) + '.\n')
    R('\nActions: 1) ' + rng.choice(['review pump batteries', 'update SOP', 'staff reminder']) + ' - owner {cons_l} ({cons_em})\n')
    R('         2) feedback to referrer {dr} {rdoc_l} at {rh_s}\n')
    if rng.random() < 0.4:
        R('Equipment sent for testing: {dev_any}; EBME informed.\n')
    R('\nForm completed by ' + rng.choice(['{nur_sig}', '{nur}']) + '; reviewed by {cons_sig} ' + rng.choice(['{ldoc} {cons_lic}', '']) + '\n')
