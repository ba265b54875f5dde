"""Shared clinical content (non-PHI filler, exams, labs, meds) and shared PHI blocks."""
import phi
from case import dt, addr

LEVELS = ['C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8',
          'T9', 'T10', 'T11', 'T12', 'L1', 'L2', 'L3', 'L4', 'L5', 'S1', 'S2', 'S3', 'S4-5']
KEY_MUSCLES = [('C5', 'Elbow flexors'), ('C6', 'Wrist extensors'), ('C7', 'Elbow extensors'),
               ('C8', 'Finger flexors (FDP)'), ('T1', 'Finger abductors'), ('L2', 'Hip flexors'),
               ('L3', 'Knee extensors'), ('L4', 'Ankle dorsiflexors'), ('L5', 'Long toe extensors'),
               ('S1', 'Ankle plantar flexors')]

SCI_MEDS = ['baclofen 10 mg PO TID', 'baclofen 20 mg PO QID', 'tizanidine 2 mg PO qHS',
            'gabapentin 300 mg PO TID', 'pregabalin 75 mg PO BID', 'oxybutynin 5 mg PO TID',
            'enoxaparin 40 mg SC daily', 'enoxaparin 30 mg SC q12h', 'senna 17.2 mg PO qHS',
            'docusate 100 mg PO BID', 'bisacodyl 10 mg PR daily (AM)', 'polyethylene glycol 17 g PO daily',
            'midodrine 5 mg PO TID (hold if SBP > 120)', 'tamsulosin 0.4 mg PO daily',
            'cholecalciferol 2000 IU PO daily', 'pantoprazole 40 mg PO daily',
            'nifedipine 10 mg PO x1 PRN SBP > 150 (AD protocol)', 'nitroglycerin 2% paste 1 inch PRN AD',
            'acetaminophen 650 mg PO q6h PRN', 'oxycodone 5 mg PO q4h PRN severe pain',
            'duloxetine 30 mg PO daily', 'mirabegron 25 mg PO daily', 'trospium 20 mg PO BID',
            'sertraline 50 mg PO daily', 'melatonin 3 mg PO qHS', 'magnesium citrate PRN',
            'glycopyrrolate 1 mg PO BID', 'dantrolene 25 mg PO daily', 'methenamine hippurate 1 g PO BID']
AMP_MEDS = ['gabapentin 300 mg PO TID', 'aspirin 81 mg PO daily', 'atorvastatin 40 mg PO qHS',
            'metformin 1000 mg PO BID', 'insulin glargine 22 units SC qHS', 'insulin lispro sliding scale AC',
            'lisinopril 10 mg PO daily', 'metoprolol succinate 25 mg PO daily', 'apixaban 5 mg PO BID',
            'clopidogrel 75 mg PO daily', 'amitriptyline 10 mg PO qHS', 'acetaminophen 1 g PO q8h',
            'hydromorphone 2 mg PO q4h PRN', 'pregabalin 50 mg PO TID', 'furosemide 20 mg PO daily',
            'cephalexin 500 mg PO QID x 7 days', 'enoxaparin 40 mg SC daily', 'senna 8.6 mg PO qHS PRN',
            'empagliflozin 10 mg PO daily', 'carvedilol 6.25 mg PO BID', 'duloxetine 60 mg PO daily']
ALLERGIES = ['NKDA', 'NKDA', 'Penicillin (rash)', 'Sulfa (hives)', 'Latex - avoid latex catheters',
             'Codeine (nausea)', 'Morphine (pruritus)', 'Iodinated contrast', 'Vancomycin (red man)',
             'Shellfish', 'No known allergies']
PMH_SCI = ['HTN', 'asthma', 'depression', 'ADHD', 'T2DM', 'GERD', 'obesity (BMI 34)', 'migraine',
           'hypothyroidism', 'remote L ankle ORIF', 'tobacco use disorder', 'alcohol use disorder in remission',
           'anxiety', 'OSA on CPAP', 'hyperlipidemia']
PMH_AMP = ['T2DM (A1c 9.1%)', 'PAD s/p fem-pop bypass', 'CAD s/p PCI', 'CKD stage 3a', 'HTN', 'HFrEF (EF 35%)',
           'COPD', 'atrial fibrillation on apixaban', 'diabetic retinopathy', 'peripheral neuropathy',
           'hyperlipidemia', 'former smoker 40 pack-years', "Parkinson's disease (mild)", 'gout', 'osteoarthritis']
ORGS_BACTERIA = ['E. coli', 'Klebsiella pneumoniae', 'Proteus mirabilis', 'Enterococcus faecalis',
                 'Pseudomonas aeruginosa', 'mixed flora']


def time_str(r):
    if r.random() < 0.6:
        return '%02d:%02d' % (r.randint(6, 19), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))
    h = r.randint(7, 18)
    return '%d:%02d %s' % (h if h <= 12 else h - 12, r.choice([0, 15, 30, 45, 10, 20]), 'AM' if h < 12 else 'PM')


def vitals(r, tetra=False, style=None):
    sbp = r.randint(84, 110) if tetra else r.randint(102, 148)
    dbp = r.randint(48, 68) if tetra else r.randint(60, 90)
    hr = r.randint(52, 70) if tetra else r.randint(62, 98)
    t_c = r.choice([36.4, 36.6, 36.7, 36.8, 37.0, 37.2, 37.8])
    sp = r.randint(93, 99)
    wt = r.randint(48, 121) + r.randint(0, 9) / 10
    st = style if style is not None else r.randrange(4)
    if st == 0:
        return 'BP %d/%d | HR %d | RR %d | T %.1f C | SpO2 %d%% RA | Wt %.1f kg' % (sbp, dbp, hr, r.randint(12, 20), t_c, sp, wt)
    if st == 1:
        return 'VS: T %.1fF  P %d  BP %d/%d  R %d  O2 sat %d%% on room air' % (t_c * 9 / 5 + 32, hr, sbp, dbp, r.randint(12, 20), sp)
    if st == 2:
        return 'Vitals stable: BP %d/%d (supine) -> %d/%d (sitting), HR %d, afebrile, SpO2 %d%%' % (
            sbp, dbp, sbp - r.randint(5, 25), dbp - r.randint(2, 12), hr, sp)
    return 'T %.1f, HR %d, BP %d/%d, RR %d, sat %d%% RA, pain %d/10' % (t_c, hr, sbp, dbp, r.randint(12, 20), sp, r.randint(0, 8))


def labs(r, style=None):
    na, k = r.randint(132, 143), r.randint(34, 51) / 10
    cr = r.randint(30, 140) / 100
    st = style if style is not None else r.randrange(3)
    if st == 0:
        return ('Na %d  K %.1f  Cl %d  CO2 %d  BUN %d  Cr %.2f  Glu %d  Ca %.1f\n'
                'WBC %.1f  Hgb %.1f  Hct %.1f  Plt %d\n' % (
                    na, k, r.randint(96, 108), r.randint(21, 30), r.randint(6, 31), cr, r.randint(78, 240),
                    r.randint(82, 101) / 10, r.randint(40, 150) / 10, r.randint(85, 140) / 10,
                    r.randint(26, 45), r.randint(140, 520)))
    if st == 1:
        return ('Labs: CBC %.1f > %.1f/%.1f < %d; BMP %d | %.1f | %d | %d | %d | %.2f < %d. '
                'CRP %d mg/L, albumin %.1f g/dL, prealbumin %d mg/dL.\n' % (
                    r.randint(40, 150) / 10, r.randint(85, 140) / 10, r.randint(26, 45), r.randint(140, 520),
                    na, k, r.randint(96, 108), r.randint(21, 30), r.randint(6, 31), cr, r.randint(78, 240),
                    r.randint(1, 90), r.randint(24, 44) / 10, r.randint(8, 30)))
    return ('LAB          RESULT   REF\n'
            'Sodium       %d      135-145\n'
            'Potassium    %.1f      3.5-5.1\n'
            'Creatinine   %.2f     0.50-1.10\n'
            'HbA1c        %.1f%%     <5.7\n'
            '25-OH Vit D  %d       30-100 ng/mL\n'
            'Hemoglobin   %d      120-160 g/L\n' % (na, k, cr, r.randint(52, 110) / 10, r.randint(9, 48),
                                                    r.randint(88, 152)))


def isncsci(n, c, r):
    """Motor/sensory table for the case's level and AIS grade (non-PHI)."""
    li = LEVELS.index(c.level)
    ais = c.ais
    rows = []
    uems = lems = 0
    for lv, mus in KEY_MUSCLES:
        ki = LEVELS.index(lv)
        sc = []
        for side in (0, 1):
            if ki < li:
                v = 5
            elif ki == li:
                v = r.choice([3, 4, 4, 5])
            elif ais in 'AB':
                v = 0 if ki > li + 1 else r.choice([0, 1, 2])
            elif ais == 'C':
                v = r.choice([0, 1, 1, 2, 2])
            else:
                v = r.choice([3, 3, 4, 4, 5])
            sc.append(v)
        if lv.startswith('C') or lv == 'T1':
            uems += sum(sc)
        else:
            lems += sum(sc)
        rows.append('  %-3s %-24s %d   %d\n' % (lv, mus, sc[0], sc[1]))
    n.plain('MOTOR (R / L)\n' + ''.join(rows))
    intact = li + 1
    lt = [min(56, intact * 2 + (0 if ais == 'A' else r.randint(2, 20))) for _ in (0, 1)]
    pp = [min(56, intact * 2 + (0 if ais in 'AB' else r.randint(1, 18))) for _ in (0, 1)]
    n.plain('UEMS %d/50   LEMS %d/50\n' % (uems, lems))
    n.plain('Light touch R %d/56  L %d/56;  Pin prick R %d/56  L %d/56\n' % (lt[0], lt[1], pp[0], pp[1]))
    vac = 'No' if ais in 'AB' else r.choice(['Yes', 'No'])
    dap = 'No' if ais == 'A' else 'Yes'
    n.plain('VAC: %s   DAP: %s\n' % (vac, dap))
    ml = LEVELS[min(li + r.choice([0, 0, 1]), 27)]
    n.plain('Sensory level R %s / L %s; Motor level R %s / L %s; NLI %s; AIS %s\n' % (
        c.level, LEVELS[max(0, li - r.choice([0, 0, 1]))], ml, c.level, c.level, ais))
    if ais == 'A':
        n.plain('ZPP: sensory R %s L %s, motor R %s L %s\n' % (
            LEVELS[min(li + 2, 27)], LEVELS[min(li + 1, 27)], LEVELS[min(li + 1, 27)], c.level))
    else:
        n.plain('ZPP: N/A (incomplete)\n')


def med_list(r, c, k=None):
    pool = SCI_MEDS if c.kind == 'sci' else AMP_MEDS
    k = k or r.randint(5, 11)
    k = min(k, len(pool))
    return r.sample(pool, k)


def sign(n, c, role, d=None, style=None):
    """Signature block with the clinician's name; contact lines vary."""
    r = c.r
    p = c.staff[role]
    d = d or c.date
    st = style if style is not None else r.randrange(6)
    n.plain('\n')
    if st == 0:
        n.ln('Electronically signed by {nm} on {d} at {t}', nm=p.doc(r, 'fullcred'), d=dt(c, d), t=time_str(r))
    elif st == 1:
        n.ln('{nm}', nm=p.doc(r, 'fullcred'))
        n.ln('{h}', h=('HOSPITAL', c.hosp))
        n.ln('Pager {ph}', ph=('PHONE', phi.phone_str(r, c.area)))
    elif st == 2:
        n.ln('Dictated by: {nm}   D: {d1}   T: {d2}', nm=p.doc(r, 'fullcred'), d1=dt(c, d, 'mdy_s'),
             d2=dt(c, phi.add_days(d, r.randint(0, 2)), 'mdy_s'))
        tr = c.staff['tech']
        n.ln('{a}/{b}   Job #{j}', a=p.doc(r, 'initials'), b=('DOCTOR', (tr.first[0] + tr.last[0]).lower()),
             j=('IDNUM', phi.digits(r, 6)))
    elif st == 3:
        n.ln('-- {nm}  {d}', nm=p.doc(r, 'initcred'), d=dt(c, d, 'short'))
    elif st == 4:
        n.ln('Signed: {nm}', nm=p.doc(r, 'caps'))
        n.ln('NPI {npi}   Tel {ph}', npi=('LICENSE', phi.npi(r)), ph=('PHONE', phi.phone_str(r, c.area, ext=True)))
    else:
        n.ln('{nm} / {d} {t}', nm=p.doc(r, 'fullcred'), d=dt(c, d), t=time_str(r))
        if role != 'physiatrist':
            n.ln('Cosigned: {nm}', nm=c.staff['physiatrist'].doc(r, 'drfull'))


def header(n, c, title, kind='adm', style=None):
    """Patient banner in one of several EHR layouts."""
    r = c.r
    st = style if style is not None else r.randrange(5)
    pt = c.pt
    if c.caps and st != 3:
        title = title.upper()
    if st == 0:
        n.ln('{h}', h=('HOSPITAL', c.hosp))
        n.ln(title)
        n.ln('Patient: {nm}        MRN: {m}', nm=pt.name(r, 'LASTFIRST'), m=('MRN', c.mrn))
        n.ln('DOB: {dob} ({a} y)     Sex: {s}', dob=dt(c, c.dob), a=('AGE', str(c.age)), s=c.sex)
        n.ln('Acct #: {ac}       Date: {d}', ac=('ACCOUNT', c.acct), d=dt(c, c.date))
    elif st == 1:
        n.ln('{t} | {h}', t=title, h=('HOSPITAL', c.hosp_short))
        n.ln('Name: {nm} | DOB {dob} | MRN {m} | Enc {ac}', nm=pt.name(r, 'full'), dob=dt(c, c.dob),
             m=('MRN', c.mrn), ac=('ACCOUNT', c.acct))
        if c.phase == 'inpatient':
            n.ln('Date of service: {d}   Location: {u}, Rm {rm}', d=dt(c, c.date), u=('HOSPITAL', c.unit),
                 rm=('LOCATION_OTHER', c.room))
        else:
            n.ln('Date of service: {d}   Clinic: {u}', d=dt(c, c.date), u=('HOSPITAL', c.clinic))
    elif st == 2:
        n.ln('{t}', t=title)
        n.ln('{nm}   {a}{s}   MR# {m}', nm=pt.name(r, 'LASTFIRST'), a=('AGE', str(c.age)), s=c.sex,
             m=('MRN', c.mrn))
        n.ln('{d}', d=dt(c, c.date, 'wd_long'))
    elif st == 3:
        n.ln('{h} - {t}', h=('HOSPITAL', c.hosp), t=title)
        n.ln('{nm} (DOB {dob}), MRN {m}', nm=pt.name(r, 'fullmi'), dob=dt(c, c.dob), m=('MRN', c.mrn))
        if c.country == 'CA':
            n.ln('{hl} {hc}', hl=c.hcard_label, hc=('HEALTHPLAN', c.hcard))
        else:
            n.ln('Payer: {ins}  Member ID {mid}', ins=('ORGANIZATION', c.insurer), mid=('HEALTHPLAN', c.member))
        n.ln('Visit date: {d}', d=dt(c, c.date))
    else:
        n.ln('{t}', t=title.upper())
        n.ln('PT NAME: {nm}', nm=pt.name(r, 'caps'))
        if c.phase == 'inpatient':
            n.ln('MRN: {m}   FIN: {ac}   ROOM: {rm}-{b}', m=('MRN', c.mrn), ac=('ACCOUNT', c.acct),
                 rm=('LOCATION_OTHER', c.room), b=('LOCATION_OTHER', c.bed))
        else:
            n.ln('MRN: {m}   FIN: {ac}   DOB: {d}', m=('MRN', c.mrn), ac=('ACCOUNT', c.acct), d=dt(c, c.dob))
        if c.phase == 'inpatient':
            n.ln('ADMIT: {a}   ATTENDING: {att}', a=dt(c, c.adm_date), att=c.staff['physiatrist'].doc(r, 'caps'))
        else:
            n.ln('VISIT: {a}   PROVIDER: {att}', a=dt(c, c.date), att=c.staff['physiatrist'].doc(r, 'caps'))
    n.plain('\n')


def addr_block(n, c):
    n.add(addr(c, 'block'))
    n.plain('\n')
