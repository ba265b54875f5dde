"""Genre 7: aged care facility progress notes and incident forms (AU)."""
from helpers import *  # noqa

LOC = 'AU'
GENRE = 'aged_care_au'
FACS = ['Jacaranda Gardens Aged Care', 'Bottlebrush Lodge', 'Wattle Grove Residential Care', 'Banksia Vale Care Community',
        'Yarrabee Homestead', 'Lake Torrington Aged Care', 'Coorabin Gardens', 'Kurrajong East Village Care']
WINGS = ['Waratah Wing', 'Banksia House', 'Grevillea Memory Support Unit', 'Boronia Wing', 'Kookaburra Cottage', 'Acacia East']
HOSP = ['Koonawarra Base Hospital', "St Columba's Hospital", 'Lake Torrington Health Service', 'Bilyara District Hospital']
GPS = ['Wattle Flat Family Medical', 'Bilyara Medical Centre', 'Nardoo Ridge General Practice', 'Moorabinda Doctors']
ROLES = ['RN', 'EN', 'PCA', 'AIN', 'PCW', 'CN', 'Lifestyle', 'Physio']

ENTRIES = [
    'Resident settled overnight, 2-hourly repositioning attended, pad changed x2, skin intact. Slept well.',
    '{fn} refused morning meds (donepezil, Coloxyl). Re-offered at 0930, taken with yoghurt.',
    'Family visit - {rel} {qn} brought afternoon tea. {fn} was bright and chatty.',
    'BGL 0700: {bgl} mmol/L. Insulin given per chart. Ate 3/4 breakfast.',
    'Wandering in corridor 0200-0300, exit-seeking, asking for {qn}. Redirected with warm milk. Sensor mat {sm} in place and checked.',
    'Attended bingo and the Men\'s Shed program. Talked about working as a {pf} for {org}.',
    'Bowels not opened x3 days, Movicol given per PRN protocol. BNO chart updated.',
    'Physio review: mobility with 4WW and supervision. Hoist (serial {hs}) for transfers at night only.',
    'GP Dr {gp} visited. Chest clear. Continue current meds. Vit D level requested.',
    'PAINAD {pn}/10 at rest, 4/10 with cares. PRN paracetamol 1 g given 1400 with effect.',
    'Weight {wt} kg (loss 1.8 kg in a month). Dietitian referral, commence Fortisip bd. {rel} notified by phone {qp}.',
    'Resident teary after phone call from {qn}. Pastoral care visit from {org} arranged.',
    'Wound (skin tear L forearm) redressed with Mepitel and Tubifast, healing well. Photo on Wound App.',
    'Podiatrist attended. Toenails trimmed. Next visit {nd}.',
]


def gen(rng):
    c = new_ctx(rng, LOC, 68, 104)
    d = Doc()
    p = c['p']
    ds = rng.choice(['dmy', 'dmy1', 'dmyy', 'dMy'])
    fac = rng.choice(FACS)
    fa = address(rng, LOC)
    fa['town'] = rng.choice(TOWNS['AU'])
    wing = rng.choice(WINGS)
    room = str(rng.randint(1, 64)) + rng.choice(['', '', 'A', 'B'])
    rel, q = relative(rng, LOC, c, rng.choice(['daughter', 'son', 'niece', 'wife', 'husband', 'son']))
    gp = person(rng, LOC)
    staff = [(person(rng, LOC), rng.choice(ROLES)) for _ in range(6)]
    rn = person(rng, LOC)
    prof = rng.choice(PROFESSIONS)
    org = rng.choice(ORGS['AU'])
    resid = 'R' + digits(rng, 5)
    sm = 'SM-' + digits(rng, 4) if rng.random() < 0.5 else letters(rng, 2) + digits(rng, 6)
    hs = rng.choice(['HS', 'MH', 'AX']) + digits(rng, 7)
    lay = rng.choice(['progress', 'incident', 'incident', 'progress'])
    d.ln('{f}', f=(fac, 'HOSPITAL'))
    d.ln('{a}  Ph {t}  Fax {fx}', a=addr_segs(fa, LOC), t=(phone(rng, LOC), 'PHONE'), fx=(phone(rng, LOC), 'FAX'))
    d.ln('')
    d.ln('Resident: {n}   Preferred name: {pn}   ID: {rid}', n=nm(p, rng.choice(['LF', 'LFmid', 'full']), 'PATIENT'),
         pn=(rng.choice([p['first'], p['first'][:3], 'Nan', 'Pop', p['first']]) if True else '', 'PATIENT'), rid=(resid, 'MRN'))
    d.ln('DOB: {dob}   Age: {age}   Room: {rm}   Wing: {w}', dob=D(c['dob'], ds), age=A(c['age']), rm=(room, 'LOCATION_OTHER'), w=(wing, 'HOSPITAL'))
    d.ln('Medicare: {md}   {dva}', md=(medicare_au(rng), 'HEALTHPLAN'),
         dva=['DVA: ', (rng.choice(['N', 'V', 'Q', 'W', 'S']) + rng.choice(['X', '', 'SM']) + digits(rng, 6), 'HEALTHPLAN')] if rng.random() < 0.45 else 'DVA: nil')
    d.ln('GP: Dr {g} ({gpp})   NOK/EPOA: {qn} ({rel}) {qp}', g=nm(gp, 'full', 'DOCTOR'), gpp=(rng.choice(GPS), 'HOSPITAL'), qn=nm(q, 'full', 'FAMILY'), rel=rel,
         qp=(phone(rng, LOC, 'mob'), 'PHONE'))
    d.ln('Admitted: {ad}   ACFI/AN-ACC class: %d   Advance care directive: %s' % (rng.randint(1, 13), rng.choice(['yes - not for CPR', 'yes', 'in progress', 'no'])),
         ad=D(days(c['vd'], -rng.randint(60, 2500)), ds))
    d.ln('Alerts: ' + rng.choice(['HIGH FALLS RISK', 'dysphagia - IDDSI level 5 minced & moist, mildly thick fluids', 'allergy: penicillin', 'pressure injury risk (Waterlow 18)', 'nil']))
    d.ln('-' * 66)
    if lay == 'progress':
        d.ln('PROGRESS NOTES')
        dd = days(c['vd'], -rng.randint(3, 6))
        mins = rng.randint(0, 600)
        for i in range(rng.randint(12, 18)):
            mins += rng.randint(120, 700)
            dd = days(c['vd'], -6 + mins // 1440)
            s_, role = rng.choice(staff)
            e = maybe_typo(rng, rng.choice(ENTRIES), 0.15)
            if rng.random() < 0.3:
                e = e.lower()
            d.ln('{dt} %02d:%02d  {who} (%s)' % ((mins % 1440) // 60, (mins % 60) // 5 * 5, role), dt=D(dd, ds),
                 who=nm(s_, rng.choice(['full', 'firstl', 'flastnd']), 'DOCTOR'))
            d.ln('  {e}', e=S(e, fn=nm(p, 'first', 'PATIENT'), rel=rel, qn=nm(q, 'first', 'FAMILY'), bgl='%.1f' % rng.uniform(4.2, 16), sm=(sm, 'DEVICE'),
                              pf=(prof, 'PROFESSION'), org=(org if 'org' not in e or 'Pastoral' not in e else rng.choice(['Gundabrook Uniting Church', "St Brendan's Parish"]), 'ORGANIZATION'),
                              hs=(hs, 'DEVICE'), gp=nm(gp, 'last', 'DOCTOR'), pn=str(rng.randint(0, 6)), wt='%.1f' % rng.uniform(41, 88),
                              qp=(phone(rng, LOC, 'mob'), 'PHONE'), nd=D(days(dd, rng.randint(28, 60)), ds)))
        d.ln('')
        d.ln('')
        d.ln('CARE PLAN SUMMARY')
        d.ln('  Mobility: %s | Continence: %s | Diet: %s | Sleep: %s' % (rng.choice(['4WW + supervision', '1 assist', 'hoist', 'independent']), rng.choice(['pads day/night', 'continent', 'IDC', 'toileting 2-hourly']),
                                                                    rng.choice(['IDDSI 7 regular', 'IDDSI 5 minced & moist', 'diabetic', 'high protein']), rng.choice(['settles 2000', 'restless', 'wakes 0300 frequently'])))
        d.ln('  Social: enjoys %s. Visits from {rel} {qn} %s. Previously lived at {a}.' % (rng.choice(['gardening', 'the footy', 'church services', 'music therapy', 'crosswords']),
                                                                                         rng.choice(['weekly', 'most days', 'at weekends'])), rel=rel, qn=nm(q, 'first', 'FAMILY'),
             a=[(c['addr']['street'], 'STREET'), ', ', (c['addr']['town'], 'CITY')])
        d.ln('')
        d.ln('Medication round sign-off via eMAR: login {u}, biometric fingerprint ID {fp}', u=(username(rng, rn), 'USERNAME'), fp=('FP-' + digits(rng, 6), 'BIOID'))
        d.ln('Care plan review due: {dt}. Case conference with {rel} {qn} booked (Teams link {u}).', dt=D(days(c['vd'], rng.randint(10, 60)), ds), rel=rel,
             qn=nm(q, 'full', 'FAMILY'), u=('https://meet.example.com/' + slug(fac)[:10] + '/' + digits(rng, 6), 'URL'))
        d.ln('RN in charge: {r}  AHPRA {ah}', r=nm(rn, 'full', 'DOCTOR'), ah=('NMW000' + digits(rng, 7), 'LICENSE'))
    else:
        inc = 'IR-%d-%04d' % (c['vd'].year, rng.randint(1, 2999))
        kind = rng.choice(['Fall - unwitnessed', 'Fall - witnessed', 'Medication error', 'Behaviour - resident to resident', 'Skin tear', 'Missing resident'])
        wit = staff[1][0]
        d.ln('INCIDENT REPORT   No. {inc}   Type: %s' % kind, inc=(inc, 'IDNUM'))
        d.ln('Date of incident: {dt}   Time: %02d:%02d   Location: {loc}' % (rng.randint(0, 23), rng.randint(0, 59)), dt=D(c['vd'], rng.choice([ds, 'wdM'])),
             loc=rng.choice([['room ', (room, 'LOCATION_OTHER'), ' ensuite'], ['bedroom ', (room, 'LOCATION_OTHER')], 'dining room', ['courtyard outside ', (wing, 'HOSPITAL')], 'corridor near nurses station']))
        d.ln('Reported by: {s} (%s)    Witness: {w}' % staff[0][1], s=nm(staff[0][0], 'full', 'DOCTOR'), w=nm(wit, 'full', 'DOCTOR') if 'unwitnessed' not in kind else 'nil')
        d.ln('')
        d.ln('Description:')
        if kind.startswith('Fall'):
            d.ln('{fn} was found sitting on the floor beside the bed at approx %02d%02d by {s}. States {he} was trying to get to the toilet without {his} frame. '
                 'Sensor mat ({sm}) did not alarm - found unplugged. Call bell out of reach.' % (rng.randint(0, 5), rng.randint(0, 59)),
                 fn=nm(p, 'first', 'PATIENT'), s=nm(staff[0][0], 'first', 'DOCTOR'), he=c['he'], his=c['his'], sm=(sm, 'DEVICE'))
            d.ln('')
            d.ln('Post-fall assessment (RN {r}):', r=nm(rn, 'full', 'DOCTOR'))
            v = vitals(rng)
            d.ln('| Obs | 0 min | 30 min | 1 h | 2 h | 4 h |')
            d.ln('|-----|-------|--------|-----|-----|-----|')
            d.ln('| BP | %s | %d/%d | %d/%d | %d/%d | %d/%d |' % (v['bp'], *[rng.randint(100, 160) if i % 2 == 0 else rng.randint(55, 90) for i in range(8)]))
            d.ln('| HR | %d | %d | %d | %d | %d |' % tuple(rng.randint(58, 104) for _ in range(5)))
            d.ln('| GCS | 15 | 15 | 15 | 15 | 15 |')
            d.ln('| Pain | %d | %d | %d | %d | %d |' % tuple(rng.randint(0, 6) for _ in range(5)))
            d.ln('Head strike: %s. On anticoagulant: %s. Neuro obs commenced per protocol. Hoist ({hs}) used to transfer to bed.' % (rng.choice(['no', 'unknown', 'yes - small haematoma occiput']), rng.choice(['no', 'yes - apixaban'])),
                 hs=(hs, 'DEVICE'))
        elif kind == 'Medication error':
            d.ln('Resident {fn} was given the 0800 medications belonging to resident in room {r2} ({on}) by agency EN. Error identified at 0815 on eMAR reconciliation. Meds included metoprolol 50 mg and gliclazide 80 mg.',
                 fn=nm(p, 'first', 'PATIENT'), r2=(str(rng.randint(1, 64)), 'LOCATION_OTHER'), on=nm(person(rng, LOC), 'full', 'FAMILY'))
            d.ln('Monitoring: BGL hourly x6 (lowest 4.1), BP 4-hourly. Medications Advisory Line and GP contacted. Pharmacy ({ph}) notified.', ph=(rng.choice(['Bilyara Pharmacy', 'Coorabin Chemist', 'Yarrabee Amcal']), 'HOSPITAL'))
        elif kind.startswith('Behaviour'):
            d.ln('{fn} struck co-resident {on} on the arm in the lounge after a disagreement about the TV. No injury to co-resident. {fn} had been unsettled since {rel} {qn} left at 1500.',
                 fn=nm(p, 'first', 'PATIENT'), on=nm(person(rng, LOC), 'full', 'FAMILY'), rel=rel, qn=nm(q, 'first', 'FAMILY'))
            d.ln('SIRS priority: %d. Reported to Aged Care Quality and Safety Commission, ref {sirs}. Behaviour chart commenced; Dementia Support Australia referral.' % rng.randint(1, 2),
                 sirs=('SIRS-' + digits(rng, 8), 'IDNUM'))
        elif kind == 'Skin tear':
            d.ln('Skin tear (STAR 2a) 4 x 2 cm on {fn}\'s L shin sustained on wheelchair footplate during transfer with 2 staff. Flap re-approximated, Mepitel applied.', fn=nm(p, 'first', 'PATIENT'))
        else:
            d.ln('{fn} not sighted at 1600 headcount. Found at {lm} by local resident {fr} approx 1.2 km from facility at 1710. Police notified (event {pe}). Returned by staff car {rego}.',
                 fn=nm(p, 'first', 'PATIENT'), lm=(rng.choice(LANDMARK_SPANS['AU']), 'LOCATION_OTHER'), fr=nm(person(rng, LOC), 'full', 'FAMILY'),
                 pe=('E' + digits(rng, 9), 'IDNUM'), rego=(rng.choice(['%s%s-%s', '%s%s%s']) % (digits(rng, 1), letters(rng, 2), digits(rng, 3)) if rng.random() < 0.5 else letters(rng, 3) + '-' + digits(rng, 3), 'VEHICLE'))
        d.ln('')
        d.ln('Injury: ' + rng.choice(['nil visible', 'bruise R hip 3 cm', 'skin tear L forearm', 'c/o pain L wrist - XR ordered']))
        d.ln('Actions taken:')
        d.ln('- GP Dr {g} notified {dt} %02d:%02d, %s' % (rng.randint(6, 20), rng.randint(0, 59), rng.choice(['to review next round', 'advised transfer to ED', 'phone orders given'])),
             g=nm(gp, 'last', 'DOCTOR'), dt=D(c['vd'], ds))
        d.ln('- NOK {qn} ({rel}) phoned on {qp} - %s' % rng.choice(['spoke with', 'left message', 'aware, will visit tomorrow']), qn=nm(q, 'full', 'FAMILY'), rel=rel, qp=(phone(rng, LOC, 'mob'), 'PHONE'))
        if rng.random() < 0.4:
            d.ln('- Transferred to {h} ED by ambulance (case no. {cn}) at %02d:%02d' % (rng.randint(0, 23), rng.randint(0, 59)), h=(rng.choice(HOSP), 'HOSPITAL'), cn=(digits(rng, 8), 'IDNUM'))
        d.ln('- Falls risk assessment (FRAT) repeated: score %d. Care plan updated.' % rng.randint(10, 19))
        d.ln('')
        d.ln('Contributing factors: ' + ', '.join(rng.sample(['new medication (oxycodone)', 'UTI symptoms', 'poor footwear', 'low lighting', 'night-time toileting', 'postural hypotension', 'agitation', 'sensor mat off'], 3)))
        d.ln('Open disclosure: %s' % rng.choice(['completed with NOK same day', 'NOK to be informed at case conference', 'completed by RN and Facility Manager']))
        d.ln('')
        d.ln('Background: {fn} is a {ag} with %s. Formerly a {pf}. Usually mobilises with %s.' % (
            ', '.join(rng.sample(['dementia (mixed)', 'OA', 'AF', 'T2DM', 'CCF', 'osteoporosis', 'Parkinson disease', 'macular degeneration', 'CKD 3b'], 3)),
            rng.choice(['4WW', 'supervision', 'a walking stick', '1 assist', 'hoist'])), fn=nm(p, 'first', 'PATIENT'), ag=age_phrase(rng, c['age'], c['sex']), pf=(prof, 'PROFESSION'))
        d.ln('')
        d.ln('Form completed by {r}, RN   {dt}', r=nm(rn, 'full', 'DOCTOR'), dt=D(c['vd'], ds))
        d.ln('Reviewed by Facility Manager {fm}   {dt2}', fm=nm(staff[5][0], 'full', 'DOCTOR'), dt2=D(days(c['vd'], rng.randint(1, 4)), ds))
        d.ln('Entered in RiskMan by {u} from {ipx}', u=(username(rng, rn), 'USERNAME'), ipx=(ip(rng), 'IPADDR'))
        d.ln('')
        for j in range(rng.randint(2, 4)):
          d.ln('Follow-up progress note {dt}:', dt=D(days(c['vd'], j + 1), ds))
          d.ln('{e}', e=S(rng.choice(ENTRIES), fn=nm(p, 'first', 'PATIENT'), rel=rel, qn=nm(q, 'first', 'FAMILY'), bgl='%.1f' % rng.uniform(4.2, 16), sm=(sm, 'DEVICE'),
                      pf=(prof, 'PROFESSION'), org=(org, 'ORGANIZATION'), hs=(hs, 'DEVICE'), gp=nm(gp, 'last', 'DOCTOR'), pn=str(rng.randint(0, 6)),
                      wt='%.1f' % rng.uniform(41, 88), qp=(phone(rng, LOC, 'mob'), 'PHONE'), nd=D(days(c['vd'], rng.randint(28, 60)), ds)))
          d.ln('-- {s}', s=nm(rng.choice(staff)[0], 'firstl', 'DOCTOR'))
    footer_print(rng, d, LOC, rn, c['vd'], ds)
    return d
