"""Genre 4: community nursing and district nurse visit records (NZ)."""
from helpers import *  # noqa

LOC = 'NZ'
GENRE = 'district_nursing_nz'
SERVICES = ['Mangarewa District Nursing Service', 'Te Awanui Community Nursing', 'Kahurangi Bay District Nurses',
            'Pukehinau Community Health', 'Tōtara Heights Home Health', 'Port Haddon Rural Nursing Team',
            'Glenmorris Community Nursing']
GPS = ['Pukehinau Health Centre', 'Tōtara Heights Medical', 'Kōwhai Grove Family Doctors', 'Riverlea Medical Centre',
       'Makorahi Rural Health', 'Ōhinetaha Hauora', 'Port Haddon Medical']
HOSP = ['Te Awanui Hospital', 'Kahurangi Bay Hospital', 'Mangarewa Hospital', 'Port Haddon Hospice', 'Glenmorris Hospital']

WOUNDS = [
    ('venous leg ulcer', 'L medial gaiter', 'Inadine + Zetuvit, 2-layer compression (K2)', 'moderate serous'),
    ('pressure injury stage 3', 'sacrum', 'Mepilex Border Sacrum, pressure area care', 'moderate haemoserous'),
    ('surgical wound dehiscence', 'midline laparotomy', 'NPWT 125 mmHg continuous', 'heavy serous'),
    ('diabetic foot ulcer', 'R plantar 1st MTPJ', 'Aquacel Ag + offloading boot', 'low serous'),
    ('skin tear (STAR 2b)', 'R forearm', 'Mepitel + Tubifast', 'low'),
    ('arterial ulcer', 'L lateral malleolus', 'Betadine paint, dry dressing, no compression', 'nil'),
]
OTHER = [
    'IDC change (16Fr silicone, 10 mL water), due 12-weekly',
    'subcut insulin supervision - Protaphane 22 units mane',
    'syringe driver for end-of-life care - morphine 15 mg + midazolam 5 mg + cyclizine 100 mg over 24 h',
    'PICC line care and IV ceftriaxone 2 g daily',
    'bowel care - enema every 3rd day, Movicol 1 sachet bd',
    'monthly B12 injection and bloods',
]


def gen(rng):
    c = new_ctx(rng, LOC, 46, 99)
    d = Doc()
    p = c['p']
    ds = c['ds']
    svc = rng.choice(SERVICES)
    gpp = rng.choice(GPS)
    gp = person(rng, LOC)
    rel, q = relative(rng, LOC, c, rng.choice(['daughter', 'son', 'wife', 'husband', 'niece', 'mokopuna', 'neighbour']))
    if rel == 'mokopuna':
        q = person(rng, LOC)
    nurses = [person(rng, LOC, rng.choice('FFFM')) for _ in range(3)]
    nhi_ = nhi(rng)
    w = rng.choice(WOUNDS)
    other = rng.choice(OTHER)
    lay = rng.choice(['form', 'log', 'form'])
    prof = rng.choice(PROFESSIONS)
    d.ln('{s}', s=(svc, 'HOSPITAL'))
    d.ln('{t} | after hours {ah}', t=(phone(rng, LOC), 'PHONE'), ah=(phone(rng, LOC) , 'PHONE'))
    d.ln('COMMUNITY NURSING VISIT RECORD' if lay == 'form' else 'Progress notes - district nursing')
    d.ln('-' * 64)
    d.ln('Client: {n}    NHI: {nhi}', n=nm(p, rng.choice(['LF', 'full', 'LFmid']), 'PATIENT'), nhi=(nhi_, 'MRN'))
    d.ln('DOB: {dob} ({age} yrs)   Gender: {g}   Ethnicity: %s' % rng.choice(['NZ European', 'Māori', 'Samoan', 'Tongan', 'Indian', 'Chinese', 'Cook Island Māori', 'Other European']),
         dob=D(c['dob'], 'dmy'), age=A(c['age']), g='F' if c['sex'] == 'F' else 'M')
    d.ln('Address: {a}', a=addr_segs(c['addr'], LOC))
    d.ln('Access: %s' % rng.choice(['key safe at back door, code with office', 'ring bell - dog is friendly', 'rural - long gravel drive, 2nd gate on left', 'flat at rear, parking on street']))
    d.ln('Phone: {h}   NOK: {qn} ({rel}) {m}', h=(phone(rng, LOC), 'PHONE'), qn=nm(q, 'full', 'FAMILY'), rel=rel, m=(phone(rng, LOC, 'mob'), 'PHONE'))
    d.ln('GP: Dr {g}, {pr}', g=nm(gp, 'flastnd', 'DOCTOR'), pr=(gpp, 'HOSPITAL'))
    d.ln('Referral: {h} on {rd} (ref {ref})', h=(rng.choice(HOSP), 'HOSPITAL'), rd=D(days(c['vd'], -rng.randint(5, 60)), ds), ref=('ER-' + digits(rng, 7), 'IDNUM'))
    if rng.random() < 0.4:
        d.ln('ACC claim no: {acc}', acc=(letters(rng, 2) + digits(rng, 5), 'IDNUM'))
    d.ln('Community Services Card: {csc}', csc=(digits(rng, 4) + ' ' + digits(rng, 4) + ' ' + digits(rng, 3), 'HEALTHPLAN') if rng.random() < 0.6 else 'no')
    d.ln('-' * 64)
    d.ln('Reason for service: %s %s; %s' % (w[0], w[1], other))
    d.ln('Background: {He} has %s. Lives %s. Formerly a {pf}. Whānau support from {qn}.' % (
        ', '.join(rng.sample(['T2DM', 'CCF', 'COPD', 'PVD', 'CKD 4', 'AF on warfarin', 'prostate ca with bony mets', 'dementia (mild)', 'obesity', 'OA'], 3)),
        rng.choice(['alone', 'with whānau', 'with spouse', 'in a granny flat behind daughter\'s house'])),
        He=c['He'], pf=(prof, 'PROFESSION'), qn=nm(q, 'first', 'FAMILY'))
    d.ln('')
    nvis = rng.randint(3, 6)
    vd = days(c['vd'], -3 * nvis)
    L = rng.randint(25, 70) / 10
    W = rng.randint(15, 50) / 10
    dev = rng.choice(['NIKI T34 s/n ', 'BD BodyGuard serial ', 'PICO pump ', 'VAC Ulta SN ', 'CADD pump SN '])
    devn = letters(rng, 2, 'ABCDEFGHKLMNPRSTUVWXYZ') + digits(rng, 6) if 'NIKI' not in dev else digits(rng, 5) + '-' + letters(rng, 2)
    for i in range(nvis):
        vd = days(vd, rng.randint(2, 4))
        n = rng.choice(nurses)
        L = max(0.3, round(L - rng.randint(0, 4) / 10, 1))
        W = max(0.2, round(W - rng.randint(0, 3) / 10, 1))
        v = vitals(rng)
        tm = '%02d%02d' % (rng.randint(8, 16), rng.choice([0, 10, 20, 30, 45]))
        if lay == 'form' and i == 0:
            d.ln('VISIT {dt} {tm}   Nurse: {nn}, %s' % cred(rng, LOC, 'nurse'), dt=D(vd, rng.choice([ds, 'wdM'])), tm=tm, nn=nm(n, 'full', 'DOCTOR'))
            d.ln('| Parameter | Finding |')
            d.ln('|---|---|')
            d.ln('| Wound | %s, %s |' % (w[0], w[1]))
            d.ln('| Size (L x W x D) | %.1f x %.1f x 0.%d cm |' % (L, W, rng.randint(1, 6)))
            d.ln('| Wound bed | %d%% granulation, %d%% slough |' % (rng.randint(40, 90), rng.randint(5, 40)))
            d.ln('| Exudate | %s |' % w[3])
            d.ln('| Periwound | %s |' % rng.choice(['macerated', 'intact', 'dry, flaky', 'erythema 1 cm']))
            d.ln('| Pain | %d/10 at dressing change |' % rng.randint(0, 8))
            d.ln('| Dressing | %s |' % w[2])
            d.ln('| Obs | BP %s, HR %d, T %s, BGL %.1f |' % (v['bp'], v['hr'], v['t'], rng.uniform(5, 16)))
            d.ln('| Braden | %d |' % rng.randint(11, 20))
            d.ln('')
            d.ln('Comments: Photo taken, uploaded to wound app. {pt} tolerated well. {qn} present and shown how to check for strike-through.',
                 pt=nm(p, 'first', 'PATIENT'), qn=nm(q, 'first', 'FAMILY'))
            if 'syringe' in other or 'NIKI' in dev:
                d.ln('Device: {dv}', dv=[dev, (devn, 'DEVICE')])
            d.ln('Signed: {nn} {dt}', nn=nm(n, 'flast', 'DOCTOR'), dt=D(vd, 'dmy'))
            d.ln('')
        else:
            style = rng.choice(['terse', 'terse', 'prose'])
            if style == 'terse':
                d.ln('{dt} {tm} {ini}: visit for %s. wound %.1fx%.1f cm, %s exudate, %s. %s. bp %s hr %d. {extra}' % (
                    rng.choice(['dressing', 'wound care', 'cares', 'review']), L, W, w[3], rng.choice(['edges advancing', 'static', 'some rolled edge, debrided', 'new satellite lesion prox']),
                    rng.choice(['redressed as per plan', 'compression reapplied', 'npwt canister changed', 'dressing intact, reinforced only']), v['bp'], v['hr']),
                     dt=D(vd, rng.choice(['dm', 'dmyy', 'dmy'])), tm=tm, ini=nm(n, 'lcini', 'DOCTOR'),
                     extra=rng.choice([['pt says ', nm(q, 'lc', 'FAMILY'), ' away till ', D(days(vd, rng.randint(3, 12)), 'wdshort'), '.'],
                                       ['driver checked, ', (devn, 'DEVICE'), ' running, 4 ml remaining. site L chest clear.'] if 'syringe' in other else ['pump ', (devn, 'DEVICE'), ' checked, no alarms.'],
                                       ['pain 3/10, taking paracetamol. eating well.'],
                                       ['mood low, ', c['he'], ' misses going to ', (rng.choice(ORGS['NZ']), 'ORGANIZATION'), '.'],
                                       ['gp (dr ', nm(gp, 'lc', 'DOCTOR') if False else (gp['last'].lower(), 'DOCTOR'), ') faxed re increased pain, fax ', (phone(rng, LOC), 'FAX'), '.']]))
            else:
                d.ln('{dt} - {nn}, RN', dt=D(vd, ds), nn=nm(n, 'full', 'DOCTOR'))
                d.ln('Visited {pt} at home. %s Wound measured %.1f x %.1f cm. %s {He} reports %s. Next visit {nx}.' % (
                    rng.choice(['Sitting in lounge chair on arrival.', 'Pt in bed, drowsy but rousable.', 'Pt out in garden on arrival.']),
                    L, W, rng.choice(['Wound cleansed with saline and redressed.', 'Compression reapplied, toes pink and warm.', 'Sutures/clips removed x 6.']),
                    rng.choice(['less pain', 'poor sleep', 'itch under bandage', 'feeling well', 'nausea in the mornings'])),
                     pt=[title(p, rng), ' ', nm(p, 'last', 'PATIENT')], He=c['He'], nx=D(days(vd, rng.randint(2, 4)), rng.choice(['wdshort', 'dMM'])))
            d.ln('')
    d.ln('Medications (per GP list {dt}): ' + ', '.join(rng.sample(GEN_MEDS, 4)), dt=D(days(c['vd'], -rng.randint(10, 90)), ds))
    d.ln('Goals (agreed with {n} and whānau): ' + rng.choice(['wound healed before {hol} so can travel to family', 'stay at home safely', 'pain-free dressing changes', 'comfort and symptom control at home']),
         n=nm(p, 'first', 'PATIENT'), hol=(rng.choice(['Christmas', 'Matariki', 'Easter', 'Waitangi Day']), 'DATE'))
    d.ln('')
    d.ln('PLAN')
    d.ln('- continue %s, visits %s' % (w[2].lower(), rng.choice(['alternate days', '3x weekly', 'twice weekly', 'daily'])))
    d.ln('- %s' % other)
    d.ln('- {extra}', extra=rng.choice([['referral to ', (rng.choice(HOSP), 'HOSPITAL'), ' vascular clinic re ABPI ', str(round(rng.uniform(0.5, 1.2), 2))],
                                       ['liaise with Dr ', nm(gp, 'last', 'DOCTOR'), ' re antibiotics if cellulitis'],
                                       ['equipment: pressure mattress (asset no. ', ('EQ-' + digits(rng, 5), 'DEVICE'), ') delivered ', D(days(c['vd'], -2), 'dMM')],
                                       ['NASC reassessment requested for increased home support hours']]))
    d.ln('- Travel: fleet car {reg}, %d km return' % rng.randint(6, 90), reg=(letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + str(rng.randint(100, 999)), 'VEHICLE'))
    d.ln('')
    if rng.random() < 0.7:
        d.ln('Email from {qn} ({em}) on {dt}: asking if visits can be after 10am as {he} has dialysis transport some days. Replied - yes.',
             qn=nm(q, 'first', 'FAMILY'), em=(email(rng, q), 'EMAIL'), dt=D(days(c['vd'], -rng.randint(1, 9)), ds), he=c['he'])
    d.ln('Case manager: {cm}   Portal: {u}', cm=nm(nurses[0], 'full', 'DOCTOR'),
         u=('https://' + slug(svc)[:14] + '.example/referrals', 'URL'))
    footer_print(rng, d, LOC, nurses[0], c['vd'], ds)
    return d
