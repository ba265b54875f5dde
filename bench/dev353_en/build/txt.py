"""Shared clinical phrases and reusable note blocks (hard negatives live here too)."""
import lc
import pools as P

REASONS = ['fall at home with #NOF (R), DHS', 'UTI with hyperactive delirium', 'LRTI / CAP (CURB-65 2)',
           'decompensated heart failure', 'L MCA stroke with R hemiparesis', 'reduced mobility / "off legs"',
           'AKI on CKD', 'long lie after fall, rhabdo (CK 4,210)', 'cellulitis L leg', 'infective exacerbation COPD',
           'pubic rami fracture, conservative', 'hypoactive delirium ?cause', 'GI bleed, 2 units PRBC',
           'hyponatraemia (Na 118)', 'aspiration pneumonia', 'sepsis ?biliary', 'falls and postural hypotension',
           'carer breakdown / social admission', 'end-stage COPD, fast track', 'vertebral wedge fracture T12']
MOBILITY = ['mobilises with Zimmer frame + 1 supervision', 'transfers with Sara Stedy and 2 staff',
            'hoist transfers (mobile hoist, medium sling) x2', 'walks 10 m with four-wheeled walker, SBA',
            'independent with stick indoors', 'bed-bound, repositioning 2-hourly', 'wheelchair for distance',
            'Rotastand with 1, unable to step', 'stairs not assessed - lives on ground floor',
            'Oxford stand aid with 2, weight-bearing as tolerated']
COGNITION = ['4AT {e} on admission, now 0', 'AMTS {f}/10', 'MoCA {g}/30 (prior diagnosis of dementia)',
             'ACE-III {h}/100 in memory clinic', 'lacks capacity re: discharge destination - MCA completed',
             'has capacity for discharge decisions', 'fluctuating; delirium resolving', 'MMSE {m}/30',
             'known Alzheimer\'s, FAST stage 6', 'no cognitive concerns raised']
CARE = ['QDS calls x1 carer (45/30/30/30 min)', '4 calls/day double-handed (2:1)', 'TDS calls x1 + night sit x2/wk',
        'BD calls x1 (med prompts, meal prep)', 'waking night care 22:00-07:00', '24/7 live-in care',
        'reablement 6 weeks, 3 calls/day', 'QDS 2:1 with hoist + DN for pressure areas',
        'one call/day for medication prompt (blister pack)', 'TDS x2 with Sara Stedy']
PATHWAY = {
    'GB': ['Pathway 0 (simple, no new support)', 'Pathway 1 (home with reablement)', 'Pathway 2 (bed-based rehab)',
           'Pathway 3 (D2A nursing bed)'],
    'IE': ['Home First with home support hours', 'step-down bed', 'transitional care bed (TCB)', 'NHSS / Fair Deal'],
    'AU': ['TCP home-based', 'TCP residential', 'Home Care Package level 3 (interim)', 'residential respite'],
    'NZ': ['supported discharge (home)', 'short-term residential care', 'rest home level care', 'hospital-level care'],
    'CA': ['Home First with PSW hours', 'convalescent care bed', 'ALC - awaiting LTC', 'transitional care unit'],
    'US': ['home health (PT/OT/RN)', 'SNF short-term rehab', 'assisted living', 'long-term care (Medicaid pending)'],
}
NOT_PHI_ORGS = {'GB': ['DWP', 'the Pension Service', 'HMRC'],
                'IE': ['the Department of Social Protection', 'Intreo', 'Revenue'],
                'AU': ['Services Australia', 'Centrelink', 'DVA'],
                'NZ': ['Work and Income', 'MSD', 'IRD'],
                'CA': ['Service Canada', 'CRA'],
                'US': ['the Social Security Administration', 'the VA', 'CMS']}
EMERG = {'GB': '999', 'IE': '112', 'AU': '000', 'NZ': '111', 'CA': '911', 'US': '911'}
DELAYS = ['awaiting package of care (no capacity in area)', 'awaiting CHC assessment (DST)',
          'awaiting care home bed - family choice', 'awaiting equipment delivery (profiling bed)',
          'awaiting social work assessment', 'awaiting funding panel decision', 'housing - property unsuitable',
          'awaiting Court of Protection / deputyship', 'awaiting transport', 'awaiting IMCA',
          'self-funder finding placement', 'awaiting DoLS authorisation', 'patient/family disputing plan',
          'awaiting community hospital bed', 'awaiting OT home visit']

HARDNEG = ["Seen by the Parkinson's nurse specialist; Madopar times kept as at home.",
           'Came via AMU to the frailty unit; discharge lounge not suitable (needs hoist).',
           'Uses Sara Stedy and Kylie sheets on ward; Lindsay riser-recliner at home.',
           'Out of hours: call the on-call service; in an emergency dial {em}.', 'Glasgow Coma Scale 15; Waterlow 18; Braden 14.',
           'Band 6 nurse to complete the DST paperwork (Form 2).', 'SpO2 94% on room air; bed rails risk assessment done.',
           'Hoist and sling LOLER check every 6 months.', 'Follow-up: Falls Clinic and Memory Clinic (routine).',
           'Charcot foot reviewed by podiatry; Foley catheter changed 12-weekly by DN.',
           'Section 117 aftercare not applicable; Mental Capacity Act 2005 principles applied.',
           'Nottingham Extended ADL 22/66; Clinical Frailty Scale 6.', 'ReSPECT form completed - for ward-based care only.',
           'Lewy body dementia - avoid haloperidol.', 'TEP / DNACPR discussed with patient at 10:30.',
           'Zimmer frame and Nimbus 4 mattress to stay with patient.', 'Day 3 of D2A; 2:1 for transfers, 1:1 at night.',
           'Vital signs 4-hourly; NEWS2 2 at 06:00.', 'Huntington\'s disease nurse (community) aware.',
           'Waiting list for Molift Smart 150 from the equipment store.', 'Sodium 131, eGFR 38, HbA1c 58 mmol/mol.',
           'Dosette box not appropriate - MDS declined by pharmacy.', 'Code 2A (awaiting assessment) on the SitRep.']


def hn(c):
    return c.ch(HARDNEG).replace('{em}', EMERG[c.cc])


def score(c):
    r = c.r
    v = dict(a=r.choice(range(0, 100, 5)), b=r.randint(8, 28), c=r.randint(9, 20), d=r.randint(0, 4),
             e=r.randint(0, 9), f=r.randint(2, 10), g=r.randint(8, 29), h=r.randint(40, 92), i=r.randint(4, 8),
             j=r.choice(range(25, 110, 5)), k=r.randint(6, 24), l=r.randint(10, 50), m=r.randint(10, 29),
             n=r.randint(40, 110))
    return c.ch(P.SCORES).format(**v)


def fmtv(c, s):
    r = c.r
    return s.format(e=r.randint(1, 9), f=r.randint(3, 9), g=r.randint(11, 26), h=r.randint(45, 88),
                    m=r.randint(12, 27))


def pmh(c, n):
    out = []
    pool = list(P.PMH)
    for _ in range(n):
        x = c.ch(pool)
        pool.remove(x)
        out.append(x)
    return out


def drugs(c, n):
    out = []
    pool = list(P.DRUGS)
    for _ in range(n):
        x = c.ch(pool)
        pool.remove(x)
        out.append(x)
    return out


def equip(c, n):
    pool = list(P.EQUIP)
    out = []
    for _ in range(n):
        x = c.ch(pool)
        pool.remove(x)
        out.append(x)
    return out


def hdr_patient(c, d, style=None):
    """Patient identification block in one of several layouts."""
    style = style or c.ch(['form', 'grid', 'line', 'sticker'])
    nl, nat = c.natno()
    ml = c.ch(lc.MRN_LAB[c.cc])
    if style == 'form':
        d.f('Name: {n}\nDOB: {dob}  ({age})\n{nl}: {nat}   {ml}: {mrn}\nAddress: {addr}\nTel: {tel}\n',
            n=c.N(c.pt, c.ch(['full', 'LF', 'LFM', 'fml'])), dob=c.D(c.dob), age=c.A(f=c.ch(['yo', 'yrs', 'y/o', 'sex'])),
            nl=nl, nat=nat, ml=ml, mrn=('MRN', c.get('mrn')), addr=c.ADDR(c.home, 'inline'), tel=('PHONE', c.get('ptphone')))
    elif style == 'grid':
        d.f('| Patient | {n} | DOB | {dob} |\n| {nl} | {nat} | {ml} | {mrn} |\n| Address | {addr} | Phone | {tel} |\n',
            n=c.N(c.pt, c.ch(['LFM', 'full'])), dob=c.D(c.dob), nl=nl, nat=nat, ml=ml, mrn=('MRN', c.get('mrn')),
            addr=c.ADDR(c.home, 'inline'), tel=('PHONE', c.get('ptphone')))
    elif style == 'line':
        d.f('{n}, {age}, DOB {dob}, {nl} {nat}, {ml} {mrn}\n{addr}\n',
            n=c.N(c.pt, c.ch(['full', 'tfull'])), age=c.A(f=c.ch(['yo_', 'sex', 'yo'])), dob=c.D(c.dob), nl=nl,
            nat=nat, ml=ml, mrn=('MRN', c.get('mrn')), addr=c.ADDR(c.home, 'inline'))
    else:
        d.f('*** {n} *** {sex} *** DOB {dob} ***\n{ml}: {mrn} | {nl}: {nat}\n{hosp} - {ward} - Bed {bed}\n',
            n=c.N(c.pt, 'LFM'), sex=c.pt['sex'], dob=c.D(c.dob, c.ch(['dmy', 'iso', 'mdy']) if c.p(.3) else None),
            ml=ml, mrn=('MRN', c.get('mrn')), nl=nl, nat=nat, hosp=('HOSPITAL', c.hosp), ward=('HOSPITAL', c.ward),
            bed=('LOCATION_OTHER', c.bed))


def nok_line(c, d, p=None):
    p = p or c.nok
    d.f(c.ch(['NOK: {n} ({rel}) - {tel}\n', 'Next of kin: {n}, {rel}. Tel {tel}\n',
              'NOK / main contact: {rel} {n} {tel}\n', 'Contact: {n} ({rel}), mob {tel}, {em}\n']),
        n=c.N(p, c.ch(['full', 'full', 'tfull'])), rel=p['rel'], tel=('PHONE', p['phone']), em=('EMAIL', p['email']))


def gp_line(c, d):
    d.f(c.ch(['{gpl}: Dr {gp}, {prac} (tel {tel})\n', '{gpl}: {prac} - Dr {gp}\n',
              'Registered {gpl}: Dr {gp}, {prac}, {tel}\n']),
        gpl=lc.GP[c.cc], gp=c.N(c.gp, c.ch(['last', 'fi', 'full'])), prac=('HOSPITAL', c.gp_practice),
        tel=('PHONE', c.get('gp_phone')))


def signoff(c, d, p, role, lic=None, contact=True):
    d.add(c.ch(['\n', '\nSigned: ', '\n-- \n', '\nCompleted by: ', '\nRegards,\n']))
    d.add(c.sig(p, role, lic if lic is not None else c.p(.4)))
    if contact:
        v = c.r.random()
        if v < .35:
            d.f('\nTel {t} | {e}', t=('PHONE', p['phone']), e=('EMAIL', p['email']))
        elif v < .6:
            d.f('\nBleep {b}', b=('PHONE', p['bleep']))
        elif v < .8:
            d.f('\n{e}', e=('EMAIL', p['email']))
    d.add('\n')
