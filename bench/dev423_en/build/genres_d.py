"""Genres: letter to GP, dressing clinic review, attendance audit summary."""
import ids
import pools_misc as PM
from common import (make_case, hx_line, fill, unit_head, sig_block, meds_block, natid,
                    cc_block, pmh_block, footer, visitor, ssn_line)
from note import Note

ICD = {'ankle': 'S93.4 / S82.6', 'wrist': 'S52.5 / S62.0', 'hand_punch': 'S62.3', 'finger': 'S62.6',
       'thumb': 'S63.6', 'clavicle': 'S42.0', 'elbow': 'S52.1', 'pulled_elbow': 'S53.0',
       'knee': 'S83.6', 'toe': 'S92.5', 'ribs': 'S20.2', 'back': 'S39.0', 'head_anticoag': 'S06.0',
       'head_child': 'S09.9', 'finger_knife': 'S61.0', 'pretibial': 'S81.8', 'scalp': 'S01.0',
       'forehead_child': 'S01.8', 'hand_glass': 'S61.9', 'saw': 'S61.0', 'nail_foot': 'S91.3',
       'dog_bite': 'W54 / S61.9', 'cat_bite': 'W55', 'human_bite': 'W50', 'scald': 'T22.2',
       'oil_burn': 'T23.2', 'friction': 'T23.2', 'abrasion': 'S05.0', 'metal_fb': 'T15.0',
       'chemical': 'T26.6', 'arc_eye': 'H16.1', 'ear_bead': 'T16', 'ring': 'T18.9',
       'fish_hook': 'W45', 'splinter': 'W45'}
SYSTEMS = {'GB': ['Symphony EDIS 2.41', 'Adastra v3', 'SystmOne Urgent Care', 'EMIS Web', 'Cerner FirstNet'],
           'IE': ['Symphony EDIS', 'iPIMS', 'Maxims'], 'AU': ['Best Practice', 'MedicalDirector', 'Cerner FirstNet'],
           'NZ': ['Medtech Evolution', 'Indici', 'Medtech32'], 'CA': ['Meditech Expanse', 'OSCAR EMR', 'Cerner FirstNet'],
           'US': ['Epic ASAP', 'Cerner FirstNet', 'eClinicalWorks', 'Meditech Expanse']}


def gp_letter(rng, cc):
    c = make_case(rng, cc, ['msk', 'msk', 'wound', 'bite', 'burn', 'eye', 'fb', 'head'])
    n = Note()
    o = c.outc
    us = cc in ('US', 'CA')
    unit_head(n, c)
    n.ln()
    n.ln('{D}', D=c.D(c.days(rng.choice([0, 0, 1])), rng.choice(['dMonthy', c.ds]) if not us else 'Mdy'))
    n.ln()
    n.ln('{G}', G=c.gp.sig(rng))
    n.ln('{P}', P=(c.practice, 'HOSPITAL'))
    n.ln('{A}', A=c.gp_address('\n'))
    if rng.random() < 0.4:
        n.ln('By secure email: {E}', E=(c.gp_email, 'EMAIL'))
    n.ln()
    n.ln('Dear Dr {L},', L=(c.gp.last, 'DOCTOR'))
    n.ln()
    n.ln('Re: {N}, DOB {D}, {L} {V}', N=c.name(rng.choice(['full', 'mid'])), D=c.D(c.dob), L=c.natid[0], V=natid(c))
    n.ln('    {A}', A=c.address())
    n.ln('Attended: {U} on {D}', U=(c.unit, 'HOSPITAL'), D=c.D(c.visit, 'wd_long' if not us else 'wd_long_us'))
    n.add('Diagnosis: ')
    fill(n, c, o['dx'])
    n.add('\n')
    c.tick(0, 1)
    n.ln('Arrived %s | Triage %s | Seen by {S} | Discharged %s' % (c.tick(0, 1), PM.triage_str(rng, cc, c.scen['cat']),
                                                                  c.tick(60, 180)), S=c.clin.sig(rng))
    n.add('\n')
    gender = ('gentleman' if c.sex == 'M' else 'lady') if c.age >= 18 else ('boy' if c.sex == 'M' else 'girl')
    n.f('I saw your patient, a {A} {G}, ', A=c.age_piece('year-old'), G=gender)
    if c.prof:
        if c.retired:
            n.f('a retired {P}, ', P=(c.prof, 'PROFESSION'))
        else:
            n.f('who works as {X} {P}, ', X='an' if c.prof[0] in 'aeiou' else 'a', P=(c.prof, 'PROFESSION'))
    n.add('in the unit. ')
    fill(n, c, hx_line(c))
    n.add(' On examination: ')
    fill(n, c, o['exam'])
    n.add('\n\n')
    if o.get('xr'):
        n.add('X-ray showed: ')
        fill(n, c, o['xr'])
        n.add('\n\n')
    if o.get('tx'):
        n.add('Treatment: ')
        fill(n, c, o['tx'])
        n.add(' ')
    if o.get('closure'):
        fill(n, c, o['closure'])
        n.add('. ')
    if o.get('plan'):
        fill(n, c, o['plan'])
    n.add('\n\n')
    n.ln('Actions for ' + ('PCP' if cc == 'US' else 'GP') + ':')
    acts = []
    if o.get('sutures'):
        acts.append(['Please arrange suture removal with the practice nurse on ', c.D(c.days(o['rod'])), '.'])
    if o.get('refer') == 'fracture':
        acts.append(['Fracture clinic follow-up arranged at ', (c.acute, 'HOSPITAL'), ' - no action needed.'])
    sysbp = rng.randrange(150, 182)
    if rng.random() < 0.4:
        acts.append('BP elevated today (%d/%d) - please recheck in surgery.' % (sysbp, rng.randrange(88, 104)))
    if any('AF' in p for p in c.pmh):
        acts.append('On anticoagulation - please review falls risk.')
    if c.child and rng.random() < 0.3:
        acts.append('For information: routine safeguarding screen completed, no concerns.')
    if not acts:
        acts.append('None - for information only.')
    for a in acts:
        n.add('  - ')
        n.add(a)
        n.add('\n')
    visitor(n, c, 0.1)
    pmh_block(n, c, 'Past history:')
    meds_block(n, c, 'Current medication (as reported):')
    n.ln('Allergies: ' + c.allergy)
    n.ln('Information given: verbal and written advice (' + c.scen['advice'].replace('_', ' ') +
         ' leaflet); advised to return or contact ' + PM.HELPLINE[cc] + ' if worse.')
    n.ln()
    n.ln(rng.choice(['Yours sincerely,', 'Kind regards,', 'Many thanks,']))
    n.ln()
    n.ln('{S}', S=c.clin.sig(rng))
    n.ln('{L} {V}', L=c.clin.lic[0], V=(c.clin.lic[1], 'LICENSE'))
    if rng.random() < 0.5:
        n.ln('Dictated by {A}, typed by {B} ({I})', A=c.clin.full(), B=c.clerk.full(),
             I=[((c.clin.first[:1] + c.clin.last[:1]).upper(), 'DOCTOR'), '/',
                (ids.clean(c.clerk.first[:1] + c.clerk.last[:1]), 'DOCTOR')])
    n.ln()
    cc_block(n, c)
    return n, c


def dressing_review(rng, cc):
    c = make_case(rng, cc, ['burn', 'burn', 'wound'])
    n = Note()
    o = c.outc
    burn = c.scen['cat'] == 'burn'
    day = rng.choice([2, 3, 5, 7, 10])
    n.ln(rng.choice(['DRESSING CLINIC REVIEW', 'Burns & Wound Review Clinic', 'Nurse-led Dressing Clinic',
                     'WOUND/BURN REVIEW']) + ' - day ' + str(day))
    n.ln('{U}   Date: {D}   Clinic room {R}', U=(c.unit, 'HOSPITAL'), D=c.D(c.days(day)),
         R=(str(rng.randrange(1, 6)), 'LOCATION_OTHER'))
    n.ln('Patient: {N} ({A} {S})   {ML}: {M}', N=c.name(rng.choice(['full', 'LAST, First'])),
         A=c.age_piece('y'), S=c.sexword(), ML=c.mrn_label, M=(c.mrn, 'MRN'))
    n.ln('Initial attendance: {D}  ref {A}', D=c.D(c.visit), A=(c.att, 'ACCOUNT'))
    if c.child:
        n.ln('Attends with {R} {F}', R=c.famr, F=c.fam())
    n.ln()
    n.add('Injury: ')
    fill(n, c, hx_line(c))
    n.add('\n')
    if burn:
        n.ln('At presentation: ' + o['depth'] + ', ' + o['tbsa'] + ' TBSA (Lund and Browder), ' +
             c.scen['site'].replace('{side}', c.side))
    else:
        n.ln('At presentation: ' + o['len'] + ' wound, ' + c.scen['site'].replace('{side}', c.side))
    n.add('Initial treatment: ')
    fill(n, c, o['closure'])
    n.add(' (' + c.clin.role + ')\n')
    if day > 2:
        n.ln('Previous review: {D} - dressing changed, healing as expected.', D=c.D(c.days(rng.randrange(1, day))))
    n.ln('Obs: T %s  HR %d  (%s %d)' % (rng.choice(['36.6', '36.9', '37.2']), rng.randrange(60, 100),
                                        PM.EWS[cc], rng.choice([0, 0, 1])))
    n.ln('Pain today: %d/10   Analgesia: %s' % (rng.randrange(0, 7), rng.choice(
        ['acetaminophen PRN', 'ibuprofen + acetaminophen', 'none', 'Tylenol #3 at night'] if cc in ('US', 'CA') else
        ['paracetamol PRN', 'ibuprofen + paracetamol', 'none', 'co-codamol at night'])))
    infected = rng.random() < 0.3
    n.ln('Dressing removed: ' + rng.choice(['easily', 'with saline soak', 'adherent in places']))
    n.ln('Wound bed: %d%% epithelialised, %s. Exudate: %s. Odour: %s.' % (
        rng.choice([30, 50, 70, 85, 95, 100]), rng.choice(['pink, healthy granulation', 'clean, moist',
                                                          'some slough centrally']),
        rng.choice(['low', 'moderate', 'nil']), 'yes' if infected else 'none'))
    n.ln('Periwound: ' + ('erythema 2cm beyond margin, warm' if infected else 'intact, no cellulitis') +
         '. Temp ' + ('38.0' if infected else '36.7') + 'C.')
    if infected:
        n.ln('Swab sent {S}. Bloods:', S=(ids.specimen(rng, c.visit), 'IDNUM'))
        for row in PM.lab_rows(rng, ['WCC', 'Neut', 'CRP'], abnormal=('CRP',)):
            n.ln('  ' + row)
        n.ln('Started flucloxacillin 500mg QDS 7/7 (clarithromycin if pen allergic).')
    n.ln('Dressing applied: ' + rng.choice(['Mepitel One + Mepilex Transfer + crepe', 'Acticoat Flex 3 + gauze',
                                            'Aquacel Ag + Mepore', 'Jelonet + Melolin + Tubifast',
                                            'Urgotul + gauze', 'Silflex + Allevyn']))
    if burn and day >= 10:
        n.ln('Not healed by day %d - referral to Burns Service at {H} (not healed in 14 days rule).' % day,
             H=(c.acute, 'HOSPITAL'))
    n.ln('Next review: {D} {T}', D=c.D(c.days(day + rng.choice([2, 3, 4]))),
         T='%02d:%02d' % (rng.randrange(9, 17), rng.choice([0, 15, 30, 45])))
    n.ln('Scar advice: moisturise, SPF 50, massage once healed.' if rng.random() < 0.5 else
         'Pressure garment not indicated.')
    n.ln('Pt education: signs of infection, keep dressing dry, elevate limb. Leaflet given.')
    if c.child:
        n.ln('Child coped well with dressing change (distraction, bubbles). {R} happy with plan.', R=c.famr.capitalize())
    if rng.random() < 0.4:
        n.ln('Photo taken for wound record, uploaded to EPR (image ref {R}).', R=(ids.specimen(rng, c.visit), 'IDNUM'))
    n.ln()
    sig_block(n, c, c.nurse, lic=rng.random() < 0.5, when=False)
    if rng.random() < 0.5:
        footer(n, c, c.days(day))
    return n, c


def audit_summary(rng, cc):
    c = make_case(rng, cc, ['msk', 'wound', 'bite', 'burn', 'eye', 'fb', 'head'])
    n = Note()
    o = c.outc
    sysname = rng.choice(SYSTEMS[cc])
    n.ln('=== ATTENDANCE SUMMARY / AUDIT TRAIL (system generated) ===')
    n.ln('System: %s    Site: ' % sysname + '{U}', U=(c.unit, 'HOSPITAL'))
    n.ln('Workstation: MIU-WS%02d   IP: {I}' % rng.randrange(1, 20), I=(ids.ipaddr(rng), 'IPADDR'))
    t0 = c.clock
    c.tick(200, 240)
    t_end = '%02d:%02d' % divmod(min(c.clock + 15, 23 * 60 + 55), 60)
    c.clock = t0
    n.ln('Attendance no: {A}    Arrived: {D} {T1}    Departed: {T2}', A=(c.att, 'ACCOUNT'),
         D=c.D(c.visit, 'iso' if rng.random() < 0.5 else None), T1='%02d:%02d' % divmod(t0, 60), T2=t_end)
    n.ln('Patient: {N}  DOB {D}  {L} {V}  {ML} {M}', N=c.name('LAST'), D=c.D(c.dob, 'iso' if rng.random() < 0.5 else None),
         L=c.natid[0], V=natid(c), ML=c.mrn_label, M=(c.mrn, 'MRN'))
    n.ln('Postcode: {Z}   Registered GP practice: {P}', Z=(c.zip, 'ZIP'), P=(c.practice, 'HOSPITAL'))
    ssn_line(n, c, 0.7)
    n.ln('Contact: {P}   NOK: {F} ({R})', P=(c.mobile, 'PHONE'), F=c.fam(), R=c.famr)
    n.ln('Source of referral: ' + rng.choice(['self', 'self', 'GP', 'school', 'employer', 'police',
                                              {'GB': 'NHS 111', 'IE': 'GP out-of-hours', 'AU': 'healthdirect',
                                               'NZ': 'Healthline', 'CA': '811', 'US': 'nurse line'}[cc]]) +
         '   Arrival mode: ' + rng.choice(['own transport', 'walked', 'ambulance']))
    if rng.random() < 0.5:
        n.ln('Parking exemption: vehicle reg {V} (4 hrs)', V=(c.plate, 'VEHICLE'))
    tri = PM.triage_str(rng, cc, c.scen['cat'])
    n.ln('Diagnosis code (ICD-10): ' + ICD[c.scen['key']] + '   Triage: ' + tri)
    n.ln()
    n.ln('%-6s %-14s %s' % ('TIME', 'USER', 'EVENT'))
    users = [c.clerk, c.nurse, c.radiographer, c.clin]
    events = [(c.clerk, 'Registration created; demographics confirmed with patient'),
              (c.nurse, 'Triage completed (%s)' % tri)]
    if o.get('xr'):
        events.append((c.clin, 'Imaging requested: XR ' + c.scen['region'].replace('{Side}', c.Side)))
        events.append((c.radiographer, 'Images acquired, sent to PACS'))
    events.insert(2, (c.nurse, 'Observations recorded (%s %d)' % (PM.EWS[cc], rng.choice([0, 0, 1]))))
    events.insert(3, (c.nurse, 'Allergies reviewed: ' + c.allergy))
    events.append((c.clin, 'Clinical assessment started'))
    if o.get('xr'):
        events.append((c.clin, 'Image reviewed by clinician (preliminary)'))
    events.append((c.clin, 'Diagnosis coded: ' + ICD[c.scen['key']]))
    events.append((c.clin, 'Clinical note signed'))
    events.append((c.nurse, 'Advice leaflet printed: ' + c.scen['advice']))
    events.append((c.clin, 'Discharge summary generated'))
    events.append((c.clerk, 'Attendance closed'))
    for who, ev in events:
        n.f(c.tick(2, 30) + '  ')
        n.add((who.user, 'USERNAME'))
        n.add(' ' * max(1, 15 - len(who.user)) + ev + '\n')
    auth = rng.choice(['fp', 'fp', 'smartcard'])
    if auth == 'fp':
        n.ln('Signature authentication: biometric fingerprint, template {B}', B=(ids.bioid(rng, 'fp'), 'BIOID'))
    else:
        n.ln('Signature authentication: smartcard + PIN (role: %s)' % c.clin.role)
    n.add('Outcome: ')
    ref = o.get('refer')
    n.add({'fracture': 'referred to fracture clinic', 'plastics': 'referred to plastics', 'eye': 'referred to eye casualty',
           'ed': 'transferred to ED', 'ent': 'referred to ENT', 'hand': 'referred to hand clinic'}.get(ref, 'discharged - no follow-up'))
    n.add('\n')
    n.ln('Discharge summary sent electronically to {P} ({E}) at {T}', P=(c.practice, 'HOSPITAL'),
         E=(c.gp_email, 'EMAIL'), T=c.tick(1, 10))
    if rng.random() < 0.3:
        n.ln('Patient portal notification: {W}', W=(ids.url(rng, 'portal/visit/' + ids.dg(rng, 8)), 'URL'))
    n.ln('Printed by {U} on {D} {T}', U=(rng.choice(users).user, 'USERNAME'), D=c.D(c.days(rng.choice([1, 5, 12]))),
         T='%02d:%02d' % (rng.randrange(8, 18), rng.randrange(60)))
    return n, c
