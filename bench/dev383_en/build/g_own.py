"""Own genres: UASC initial health assessment, placement move health handover, LAC nurse contact log."""
from core import Ph, join, plus, clock, fmt_partial, DAYS
from case import rdate_before, rdate_after, uname, person, reg_no
import blocks
import clinical
import ids
import orgs
import places

# origin -> (country, languages, ethnic groups, religions, routes)
ORIGINS = {
    'afghan': ('Afghanistan', ['Dari', 'Pashto'], ['Hazara', 'Pashtun', 'Tajik'], ['Muslim (Sunni)', 'Muslim (Shia)'],
               [['Iran', 'Turkey', 'Bulgaria', 'Serbia', 'Austria', 'France'], ['Pakistan', 'Iran', 'Turkey', 'Greece', 'Italy', 'France']]),
    'eritrean': ('Eritrea', ['Tigrinya'], ['Tigrinya', 'Tigre'], ['Orthodox Christian', 'Muslim', 'Catholic'],
                 [['Ethiopia', 'Sudan', 'Libya', 'Italy', 'France'], ['Sudan', 'Chad', 'Libya', 'Italy', 'France']]),
    'sudanese': ('Sudan', ['Arabic'], ['Fur', 'Masalit', 'Zaghawa'], ['Muslim (Sunni)'],
                 [['Chad', 'Libya', 'Italy', 'France'], ['Egypt', 'Libya', 'Malta', 'Italy', 'France']]),
    'albanian': ('Albania', ['Albanian'], ['Albanian'], ['Muslim', 'Catholic', 'none'],
                 [['Italy', 'France', 'Belgium'], ['Greece', 'Italy', 'France']]),
    'vietnamese': ('Vietnam', ['Vietnamese'], ['Kinh'], ['Buddhist', 'Catholic', 'none'],
                   [['China', 'Russia', 'Poland', 'Germany', 'France'], ['Russia', 'Belarus', 'Poland', 'Germany', 'Belgium']]),
    'syrian': ('Syria', ['Arabic'], ['Arab'], ['Muslim (Sunni)', 'Christian'],
               [['Lebanon', 'Turkey', 'Greece', 'North Macedonia', 'Germany', 'Belgium'], ['Turkey', 'Greece', 'Italy', 'France']]),
    'kurdish': ('Iraq', ['Kurdish Sorani', 'Kurdish Badini'], ['Kurdish'], ['Muslim (Sunni)', 'Yazidi'],
                [['Turkey', 'Greece', 'Serbia', 'Germany', 'France'], ['Iran', 'Turkey', 'Bulgaria', 'Germany', 'France']]),
    'somali': ('Somalia', ['Somali'], ['Somali'], ['Muslim (Sunni)'],
               [['Ethiopia', 'Sudan', 'Libya', 'Italy', 'France'], ['Kenya', 'Ethiopia', 'Sudan', 'Libya', 'Malta']]),
}
ARRIVAL = {'ENG': [['small boat, landed at ', Ph('Dover', 'CITY')], ['in the back of a lorry (', Ph('Kent', 'CITY'), ')'],
                   ['flight to ', Ph('Heathrow', 'LOCATION_OTHER')], ['presented at a police station in ', Ph('Folkestone', 'CITY')]],
           'WAL': [['transferred under the National Transfer Scheme'], ['lorry, found at ', Ph('Holyhead', 'CITY'), ' port']],
           'SCO': [['transferred under the National Transfer Scheme'], ['found at a bus station in ', Ph('Glasgow', 'CITY')]],
           'NIR': [['ferry from ', Ph('Cairnryan', 'CITY')], ['bus from ', Ph('Dublin', 'CITY')]],
           'IRL': [['flight to ', Ph('Dublin Airport', 'LOCATION_OTHER')], ['ferry to ', Ph('Rosslare', 'CITY')]],
           'USA': [['southern border, transferred from ORR shelter'], ['referred by ORR']],
           'CAN': [['land border crossing at ', Ph('Lacolle', 'CITY')], ['flight to ', Ph('Toronto Pearson', 'LOCATION_OTHER')]]}
JOURNEY = [(['Held for several months in a warehouse in ', Ph('Libya', 'COUNTRY'), '; beaten and given little food.'], 'Libya'),
           (['Walked for days across mountains; frostbite to toes (healed).'], None),
           (['Worked in a car wash to pay the smugglers.'], None),
           (['Spent time in a camp near ', Ph('Calais', 'CITY'), '; slept outside.'], 'France'),
           (['Describes being separated from a cousin at the border.'], None),
           (['Crossed the Mediterranean in an overcrowded rubber boat.'], 'Italy')]


def uasc(rng, c, n):
    cc = c['cc']
    org = rng.choice(sorted(ORIGINS))
    co, langs, eths, rels, routes = ORIGINS[org]
    P = c.newp(org, 'M' if rng.random() < 0.85 else 'F', 'PATIENT')
    c['P'] = P
    pt, ptf = P.full, P.f
    lang = rng.choice(langs)
    head = {'USA': 'INITIAL MEDICAL EXAM - UNACCOMPANIED REFUGEE MINOR (URM PROGRAM)',
            'CAN': 'INITIAL HEALTH ASSESSMENT - SEPARATED REFUGEE MINOR',
            'IRL': 'INITIAL HEALTH ASSESSMENT - SEPARATED CHILD SEEKING INTERNATIONAL PROTECTION'}.get(
        cc, rng.choice(['INITIAL HEALTH ASSESSMENT - UNACCOMPANIED ASYLUM-SEEKING CHILD (UASC)', 'UASC Initial Health Assessment',
                        'Health Assessment: unaccompanied asylum-seeking young person']))
    n.f('{h}\n{trust}, {clinic}\n\n', c, h=head)
    n.f('Name: {pt} (spelling as on Home Office documents)\n' if cc in ('ENG', 'WAL', 'SCO', 'NIR') else 'Name: {pt}\n', c, pt=pt)
    claimed = c['dob_dt']
    n.f('DOB (claimed): {d}   ', c, d=c.d(claimed))
    ag = c['age_y']
    dispute = rng.random() < 0.45
    if dispute:
        n.f('Age assessment: {x} on {d}, assessed age {a}\n', c, x=rng.choice(['Merton-compliant assessment by the LA', 'age assessment (two SWs)']),
            d=c.d(rdate_before(c, 5, 60)), a=Ph(str(min(ag + rng.choice([1, 2, 3]), 19)), 'AGE'))
    else:
        n.f('Age: {a} (accepted)\n', c, a=c['age'])
    n.f('Country of origin: {co}   Ethnicity: {e}   Language: {l}   Religion: {r}\n', c, co=Ph(co, 'COUNTRY'), e=rng.choice(eths),
        l=lang, r=rng.choice(rels + ['not stated']))
    if cc in ('ENG', 'WAL', 'SCO', 'NIR'):
        n.f('Home Office ref: {h}   Port ref: {p}', c, h=Ph('%s%s' % (rng.choice('HMBDKS'), ids.digits(rng, 7)), 'IDNUM'),
            p=Ph('%s/%d/%s' % (rng.choice(['DVR', 'LHR', 'HLY', 'CHP', 'FOL']), c['asmt_dt'].year, ids.digits(rng, 5)), 'IDNUM'))
        if rng.random() < 0.5:
            n.f('   ARC/BRP: {b}', c, b=Ph('%s%s' % (rng.choice(['ZU', 'ZR', 'RB', 'ZT']), ids.digits(rng, 7)), 'IDNUM'))
        n.put('\n')
    elif cc == 'USA':
        n.f('A-Number: {a}   ORR case ID: {o}\n', c, a=Ph('A%s' % ids.digits(rng, 9), 'IDNUM'), o=Ph(ids.digits(rng, 8), 'IDNUM'))
    elif cc == 'CAN':
        n.f('UCI: {u}   IRCC file: {f}\n', c, u=Ph('%s-%s' % (ids.digits(rng, 4), ids.digits(rng, 4)), 'IDNUM'), f=Ph('F%s' % ids.digits(rng, 9), 'IDNUM'))
    else:
        n.f('IPO ref: {u}\n', c, u=Ph('%s/%s/%d' % (ids.digits(rng, 4), ids.digits(rng, 2), c['asmt_dt'].year), 'IDNUM'))
    bt = rng.choice(['fp', 'face', 'eurodac'])
    n.f('Biometrics: {x} {b}', c, x={'fp': 'fingerprint ID', 'face': 'facial image ref', 'eurodac': 'Eurodac ref'}[bt], b=Ph(ids.bioid(rng, bt), 'BIOID'))
    if rng.random() < 0.5:
        n.f('; Eurodac hit ({co2}) ref {b}', c, co2=Ph(rng.choice(['Italy', 'Greece', 'Bulgaria', 'Austria', 'Germany']), 'COUNTRY'),
            b=Ph(ids.bioid(rng, 'eurodac'), 'BIOID'))
    n.put('\n')
    lab1, id1 = c['id1']
    n.f('{l}: {i}   {sl}: {soc_id}\n', c, l=lab1, i=id1, sl=c['soc_lab'])
    arr = rdate_before(c, 8, 40)
    n.f('Arrived: {d} - {how}\n', c, d=c.d(arr), how=rng.choice(ARRIVAL.get(cc, [['unknown']])))
    if rng.random() < 0.6:
        n.f('Placement: {a} ({carer}), ', c, a=c['FC1'].tf)
    else:
        n.f('Placement: {a} (semi-independent, 16+), ', c, a=Ph(orgs.supported_accom(rng), 'ORGANIZATION'))
    n.add(c['pl_addr'])
    n.f('\nInterpreter: {i} ({l}, {how}) - {pt} confirmed he understood' if P.sex == 'M' else
        '\nInterpreter: {i} ({l}, {how}) - {pt} confirmed she understood', c, i=c['INTERP'].full, l=lang, how=rng.choice(['telephone', 'face to face', 'video']), pt=ptf)
    n.put('\n\nJOURNEY\n')
    route = rng.choice(routes)
    left = rdate_before(c, 120, 900)
    n.f('Left {co} in {d}. Travelled through ', c, co=Ph(co, 'COUNTRY'), d=c.dp(left, 'my'))
    n.add(join([Ph(x, 'COUNTRY') for x in route], ', ', ' and '))
    n.f('. {x}\n', c, x=rng.choice([j for j, need in JOURNEY if need is None or need in route]))
    n.put('\nFAMILY\n')
    fam = c.newp(org, 'M', 'FAMILY', last=P.last)
    k = rng.randint(0, 2)
    n.f('Father {f} {x} {y}. ', c, f=fam.full, x=['was killed in', 'disappeared in', 'is still in'][k],
        y=Ph(co, 'COUNTRY') if k == 2 else Ph(str(rng.randint(2015, c['asmt_dt'].year)), 'DATE'))
    n.f('Mother and {k} siblings in {where}; contact by WhatsApp.', c, k=str(rng.randint(1, 6)),
        where=rng.choice([Ph(co, 'COUNTRY'), Ph(rng.choice(['Iran', 'Pakistan', 'Ethiopia', 'Turkey', 'Lebanon']), 'COUNTRY')]))
    if rng.random() < 0.5:
        uncle = c.newp(org, 'M', 'FAMILY')
        n.f(' Says an uncle, {u}, lives in {c2}.', c, u=uncle.full, c2=Ph(rng.choice(places.TOWNS[cc])[0], 'CITY'))
    n.f(' Left school at {a}; {x}.\n', c, a=Ph(str(rng.randint(8, 14)), 'AGE'), x=rng.choice(['can read and write in %s' % lang, 'no formal schooling after that',
                                                                                            'worked as a shepherd', 'worked in a bakery']))
    n.put('\nHEALTH\n')
    for s_ in rng.sample(['Headaches most days, poor sleep (3-4 h/night), nightmares.', 'Itchy rash between fingers and on wrists (scabies).',
                          'Painful left knee since a fall from a lorry.', 'Dental pain LL6.', 'Scars on back consistent with his account of beatings; body map completed.',
                          'Burns to both thighs from fuel/sea water mix during the crossing, healing.', 'Reduced appetite, weight loss.',
                          'Cough for 3 weeks, no haemoptysis, no night sweats.', 'Poor vision for distance.'], 3):
        n.f('- {s}\n', c, s=s_)
    n.f('RHS-15 score {s} ({r}); {x}\n', c, s=str(rng.randint(6, 48)), r=rng.choice(['positive screen', 'negative screen']),
        x=rng.choice(['refer to the refugee mental health service', 'PTSD symptoms - refer to CAMHS', 'to be re-screened in 3 months']))
    n.put('Examination: ')
    blocks.growth(n, c)
    n.put('Tanner stage 4-5. BP 118/72. Chest clear. Multiple healed scars documented on body map.\n')
    n.put('\nINVESTIGATIONS\n')
    n.f('Bloods taken {d} (sample no {s}):\n', c, d=c['asmt'], s=Ph('%s%s' % (rng.choice(['S', 'B', 'H', '']), ids.digits(rng, 8)), 'IDNUM'))
    for l_ in rng.sample(clinical.UASC_LABS, rng.randint(3, 6)):
        n.f('  {l}\n', c, l=l_)
    n.put('Immunisations: no documented history - treat as unimmunised; catch-up started today (Td/IPV, MenACWY, MMR).\n')
    n.put('\nPLAN\n')
    n.f('1. Register with {gp_prac} (temporary registration done {d}).\n', c, d=c.d(rdate_before(c, 1, 7)))
    n.f('2. Refer to {camhs} / refugee and asylum-seeker service.\n', c)
    n.f('3. Dental: {dental}, {d}.\n', c, d=c.d(rdate_after(c, 5, 30)))
    if rng.random() < 0.4:
        n.f('4. {pt} will be fasting during {r}; advised on medication timing.\n', c, pt=ptf, r=Ph('Ramadan', 'DATE'))
    blocks.signature(n, c, c['PAED'], 'doctor', rng.choice(['Consultant Community %s' % c['paed'], 'Specialty Doctor (UASC clinic)']), org=False)
    blocks.audit(n, c, c['PAED'])


def handover(rng, c, n):
    cc = c['cc']
    trust2 = Ph(orgs.health_trust(rng, cc), 'ORGANIZATION')
    n.f('{h}\n', c, h=rng.choice(['PLACEMENT MOVE - HEALTH HANDOVER', 'Out of Area Placement Notification and Health Handover',
                                  'Notification of change of placement (health)', 'Transfer of health care - child {lac}'.replace('{lac}', c['lac'])]))
    e2 = Ph(rng.choice(['lac.health', 'cla.admin', 'cic.nurses']) + '@' + orgs.domain(rng, trust2.text, 'nhs'), 'EMAIL')
    n.f('From: {p}, {lacn}, {trust}\nTo: {t} ({e2})\nDate: {asmt}\n\n', c, p=c['LACN'].full, t=trust2, e2=e2)
    blocks.demographics(n, c)
    old_fc = c.newp(places.ORIGIN_WEIGHTS[cc][0][0], 'F', 'FAMILY', rng.choice(['Mrs', 'Ms']))
    end = rdate_before(c, 1, 14)
    n.f('Previous placement: {a}, {c2}; ended {d} ({r})\n', c, a=old_fc.tf, c2=c['city2'], d=c.d(end),
        r=rng.choice(['placement breakdown', 'planned move to long-term match', 'carer retirement', 'allegation - placement suspended',
                      'move to residential care', 'move to kinship carers']))
    n.f('New placement from {d}: ', c, d=c.d(plus(end, rng.randint(0, 1))))
    if rng.random() < 0.25:
        n.f('{chome} (residential), ', c)
    elif c['single_carer']:
        n.f('{a}, ', c, a=c['FC1'].tf)
    else:
        n.f('{a} and {b}, ', c, a=c['FC1'].tf, b=c['FC2'].full)
    n.add(c['pl_addr'])
    n.f('. Tel {fc_mob}\nResponsible authority: {la}. Host area: {la2}. SW {s}, mob {sw_mob}.\n', c, s=c['SW'].full)
    n.put('\nHEALTH SUMMARY\n')
    for it in rng.sample(clinical.fit(clinical.PMH, c['age_y']), rng.randint(1, 3)):
        n.f('- {i}\n', c, i=it)
    meds = rng.sample(clinical.fit(clinical.MEDS, c['age_y']), rng.randint(0, 2))
    if meds:
        n.f('Medication: {m} - 7 days supply sent with {him}; new GP to prescribe.\n', c, m='; '.join(meds))
    if rng.random() < 0.35:
        blocks.device_line(n, c)
    n.put('\nOUTSTANDING APPOINTMENTS\nAppointment | Where | Date | Action\n')
    for ap in rng.sample(['ENT review', 'CAMHS', 'Dental GA', 'Orthoptics', 'Paediatric clinic', 'SALT', 'Audiology', 'Diabetes clinic', 'Enuresis clinic'], rng.randint(2, 4)):
        where = rng.choice([c['hosp'], c['clinic'], c['camhs'] if ap == 'CAMHS' else c['hosp']])
        n.f('{a} | {w} | {d} | {x}\n', c, a=ap, w=where, d=c.d(rdate_after(c, 5, 90)),
            x=rng.choice(['keep - carer to attend', 'transfer to local service', 'cancel and re-refer', 'tele-consult']))
    n.f('\nGP: previously {g1}; temporary registration with {g2} on {d}\n', c, g1=Ph(orgs.gp_practice(rng, cc), 'HOSPITAL'), g2=c['gp_prac'],
        d=c.d(plus(end, rng.randint(1, 5))))
    n.f('Dentist: {dental} (to be confirmed)\n', c)
    n.f('Last IHA/RHA: {d}; next RHA due {d2} - please complete on our behalf and invoice ref {acct}.\n', c,
        d=c.d(rdate_before(c, 60, 300)), d2=c.d(rdate_after(c, 20, 200)))
    if rng.random() < 0.45:
        n.f('School transport: {x} {plate}, escort {e}.\n', c, x=rng.choice(['taxi, vehicle reg', 'minibus reg', 'contracted taxi plate']),
            e=c.newp(places.ORIGIN_WEIGHTS[cc][0][0], rng.choice('FM'), 'FAMILY').full)
    n.f('School: {school}', c)
    if c['yr']:
        n.f(' ({yr})', c)
    n.put('; Virtual School informed.\n' if cc in ('ENG', 'WAL', 'SCO', 'NIR') else '; school informed of move.\n')
    n.f('\nPlease acknowledge receipt to {lacn_email} or {lacn_tel}.\n', c)
    n.f('{p}\n{lacn}\n', c, p=c['LACN'].full)
    if rng.random() < 0.5:
        blocks.audit(n, c, c['LACN'])


LOG = [
    'tc from fc {fc} ({fcm}) - {pt} {x}. advised {y}.',
    'email to sw {sw} re consent for {ha} - not yet received. chased.',
    '{pt} dna {ha} at {clinic}. rebooked for {d}.',
    'voicemail left for {mum} {bm} on {bmm}.',
    'referral received from {la} via portal, ref {ref}.',
    'discussed in LAC health supervision with {des} (designated nurse) - agreed to escalate to SW manager {tm}.',
    '{ha} completed at {where}; report sent to {swe}.',
    'text to yp: "hi {pt} its {me} the lac nurse, ur appt is on {wd} at {t} x"',
    'tc to {gp_prac} - spoke to receptionist; immunisation history faxed to {fax}.',
    'hv {hv} called - {pt} weighed, gaining well; no concerns.',
    'iro {iro} requested health update for review on {d}. sent.',
    'tc from school ({dsl}) - {pt} {x}.',
]


def contact_log(rng, c, n):
    me = c['LACN']
    ini = Ph((me.first[:1] + me.last[:1]).lower() if rng.random() < 0.5 else me.first[:1] + me.last[:1], 'DOCTOR')
    n.f('{h}\n', c, h=rng.choice(['CONTACT RECORD - {lacn} SERVICE'.replace('{lacn}', c['lacn'].upper()),
                                  'Chronology of health contacts', 'LAC health - case notes (continuation)']))
    n.f('Child: {pt}   DOB: {dob}   {l}: {i}\nAllocated nurse: {me}\n\n', c, l=c['id1'][0], i=c['id1'][1], me=me.full)
    d = rdate_before(c, 40, 200)
    pool = [x for x in LOG if c['age_y'] >= 11 or ('yp' not in x and 'school' not in x)]
    for tpl in rng.sample(pool, min(len(pool), rng.randint(7, 11))):
        d = plus(d, rng.randint(1, 12))
        n.f('{d} {t} ', c, d=c.d(d), t=clock(rng))
        parts = tpl.split('{')
        n.put(parts[0])
        for p in parts[1:]:
            key, rest = p.split('}', 1)
            v = {
                'fc': c['FC1'].f, 'fcm': c['fc_mob'], 'pt': c['ptk'], 'sw': c['SW'].f, 'ha': rng.choice(['iha', 'rha', 'dental', 'audiology', 'camhs appt']),
                'clinic': c['clinic'], 'd': c.d(plus(d, rng.randint(3, 30))), 'mum': c['mum'], 'bm': c['BM'].f,
                'bmm': c.ph('mobile', c['town2']), 'la': c['la'], 'ref': c['ref'], 'des': c['DESN'].full, 'tm': c['TM'].full,
                'where': rng.choice([c['clinic'], 'placement', c['school'] if c['yr'] else c['gp_prac']]), 'swe': c['sw_email'], 'me': me.f,
                'wd': Ph(fmt_partial(plus(d, rng.randint(2, 9)), rng.choice(['wds', 'wd']), c['ds']), 'DATE'), 't': clock(rng),
                'gp_prac': c['gp_prac'], 'fax': Ph(places.phone(rng, c['cc'], c['town'], 'land'), 'FAX'), 'hv': c['HV'].f,
                'iro': c['IRO'].full, 'dsl': c['DSL'].t,
                'x': rng.choice(['off school with d&v', 'has a rash on arms', 'has stopped taking melatonin', 'came back from contact upset',
                                 'has bitten another child at nursery' if c['age_y'] < 5 else 'is refusing to attend school',
                                 'complaining of toothache', 'has been wetting the bed again']),
                'y': rng.choice(['fluids and rest, gp if worse', 'to book gp appt', 'calpol prn', '111 out of hours', 'to keep a diary']),
            }[key]
            n.add(v)
            n.put(rest)
        n.f(' /{i}\n', c, i=ini)
    if rng.random() < 0.4:
        n.f('\nrecord reviewed by {d} ({r}) {dt}\n', c, d=c['DESN'].full, r='designated nurse', dt=c.d(plus(d, rng.randint(1, 10))))
    if rng.random() < 0.5:
        blocks.audit(n, c, me)
