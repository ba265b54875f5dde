"""Genre 5: emergency department clinical records (CA)."""
from helpers import *  # noqa

LOC = 'CA'
GENRE = 'emergency_record_ca'
HOSPS = ['Port Alderwood General Hospital', 'Kestrel Falls Regional Health Centre', 'Hôpital Sainte-Clothilde',
         'Birchmount Community Health Centre', 'Cedar Narrows District Hospital', 'Grandview Mills Memorial Hospital',
         'Fort Ashdown Health Centre', 'Tamarack Crossing Hospital']
CLINICS = ['Cedar Narrows Medical Clinic', 'Pinecrest Family Health Team', 'Maple Hollow Walk-In', 'Clinique médicale Lac-Bonaventure',
           'Elkhorn Bend Family Practice']

SCEN = ['mvc', 'chestpain', 'abdo', 'fall', 'lac', 'asthma', 'od', 'sepsis', 'headache', 'fx']


def gen(rng):
    k = rng.choice(SCEN)
    lo, hi = {'asthma': (4, 40), 'fall': (68, 97), 'od': (16, 45), 'lac': (19, 64), 'mvc': (17, 80)}.get(k, (22, 88))
    c = new_ctx(rng, LOC, lo, hi)
    c['addr']['state'] = rng.choice(['ON', 'ON', 'BC', 'NS', 'QC', 'AB', 'MB', 'NB'])
    d = Doc()
    p = c['p']
    ds = rng.choice(['iso', 'iso', 'Mdy3', 'dMyU', 'isoslash'])
    hosp = rng.choice(HOSPS)
    att = person(rng, LOC)
    res = person(rng, LOC)
    rn = person(rng, LOC, rng.choice('FFM'))
    scribe = person(rng, LOC)
    rel, q = relative(rng, LOC, c)
    if c['age'] < 18:
        rel, q = 'mother', person(rng, LOC, 'F')
        q['last'] = p['last'] if rng.random() < 0.7 else q['last']
    prof = rng.choice(PROFESSIONS)
    org = rng.choice(ORGS['CA'])
    t0h, t0m = rng.randint(0, 23), rng.randint(0, 59)

    def tm(add):
        mm = t0h * 60 + t0m + add
        return '%02d:%02d' % ((mm // 60) % 24, mm % 60)

    v = vitals(rng)
    ctas = {'mvc': 2, 'chestpain': 2, 'sepsis': 2, 'od': 2, 'headache': 3, 'abdo': 3, 'fall': 3, 'asthma': 3, 'lac': 4, 'fx': 3}[k]
    bed = rng.choice(['Resus 2', 'Acute 14', 'Acute 7', 'Fast Track 3', 'Hall bed H4', 'Room 22', 'Minor Tx 5', 'Acute 11B'])
    bl, bn = bed.rsplit(' ', 1)
    enc = digits(rng, rng.choice([9, 10]))
    mrn = rng.choice(['M', 'PA', '']) + digits(rng, 7)
    hc = ca_health(rng, c['addr']['state'])
    # banner
    d.ln('{h} - EMERGENCY DEPARTMENT RECORD', h=(hosp, 'HOSPITAL'))
    d.ln('{n}  | MRN {mrn} | Enc# {enc} | HCN {hc}', n=nm(p, rng.choice(['LFU', 'LF']), 'PATIENT'), mrn=(mrn, 'MRN'), enc=(enc, 'ACCOUNT'), hc=(hc, 'HEALTHPLAN'))
    d.ln('DOB {dob} | {age}{sx} | Arrived {ad} {at} via {how}', dob=D(c['dob'], ds), age=A(c['age']), sx=c['sex'], ad=D(c['vd'], ds), at=tm(0),
         how=rng.choice(['walk-in', ['EMS (run # ', ('%s-%s' % (digits(rng, 2), digits(rng, 6)), 'IDNUM'), ')'], 'private vehicle', 'police']))
    d.ln('Address: {a} | Tel {t}', a=addr_segs(c['addr'], LOC), t=(phone(rng, LOC), 'PHONE'))
    d.ln('Family MD: Dr {g} ({cl})   ED location: %s {bn}' % bl, g=nm(person(rng, LOC), 'flast', 'DOCTOR'), cl=(rng.choice(CLINICS), 'HOSPITAL'), bn=(bn, 'LOCATION_OTHER'))
    d.ln('=' * 70)
    d.ln('TRIAGE {tt}  CTAS {ct}  RN {rn}', tt=tm(rng.randint(2, 15)), ct=str(ctas), rn=nm(rn, 'fml', 'DOCTOR'))
    d.ln('HR %d  BP %s  RR %d  SpO2 %d%%  T %s  GCS %d  Pain %d/10' % (v['hr'], v['bp'], v['rr'], v['sat'], v['t'], rng.choice([15, 15, 15, 14, 13]), rng.randint(0, 10)))
    cc = {'mvc': 'MVC, neck pain', 'chestpain': 'chest pain', 'abdo': 'abdominal pain', 'fall': 'fall, L hip pain', 'lac': 'laceration R hand',
          'asthma': 'SOB / wheeze', 'od': 'intentional ingestion', 'sepsis': 'fever, confusion', 'headache': 'headache', 'fx': 'wrist injury'}[k]
    d.ln('CC: ' + cc)
    d.ln('Triage note: {tn}', tn=S(rng.choice(['pt ambulatory, accompanied by {rel} {qn}', 'pt alone, {rel} {qn} en route, call {qp}',
                                              'brought in by {rel} ({qn}) who states sx x %d h' % rng.randint(1, 48)]),
                                   rel=rel, qn=nm(q, rng.choice(['first', 'full']), 'FAMILY'), qp=(phone(rng, LOC, 'mob'), 'PHONE')))
    d.ln('Allergies: ' + rng.choice(['NKDA', 'sulfa', 'PCN - hives', 'codeine', 'latex, shellfish']))
    d.ln('')
    d.ln('HPI (scribed by {s} for Dr {a}):', s=nm(scribe, 'full', 'DOCTOR'), a=nm(att, 'last', 'DOCTOR'))
    if k == 'mvc':
        plate = rng.choice(['%s %s', '%s-%s']) % (letters(rng, 4), digits(rng, 3))
        vin = letters(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ123456789') + digits(rng, 2) + letters(rng, 4, 'ABCDEFGHJKLMNPRSTUVWXYZ') + digits(rng, 8)
        d.ln('{ag}, restrained driver, T-boned on passenger side at approx 50 km/h on {hwy} near {town} at %s. Airbags deployed. Self-extricated, ambulatory at scene. '
             'Neck pain, no LOC, no numbness or weakness. Police on scene (occurrence # {occ}). Vehicle plate {pl}, VIN {vin} per collision report.' % tm(-50), hwy=('Hwy %d' % rng.randint(2, 417), 'LOCATION_OTHER'),
             ag=age_phrase(rng, c['age'], c['sex']), town=(rng.choice(TOWNS['CA']), 'CITY'), occ=(digits(rng, 4) + '-' + digits(rng, 6), 'IDNUM'),
             pl=(plate, 'VEHICLE'), vin=(vin, 'VEHICLE'))
        d.ln('Works as a {pf} at {org}, concerned re time off.', pf=(prof, 'PROFESSION'), org=(org, 'ORGANIZATION'))
        exam = 'Midline C-spine tenderness C5-6? No step. Neuro intact x4 limbs. Seatbelt sign absent. Chest/abdo/pelvis nontender. FAST negative.'
        course = [('CT C-spine: no fracture or malalignment.', 90), ('Collar cleared clinically per CCR after CT.', 110), ('Ketorolac 15 mg IV given.', 40)]
        dx = 'Whiplash-associated disorder grade II; MVC'
    elif k == 'chestpain':
        exam = 'Diaphoretic. HS S1S2, no murmur. Chest clear. No calf tenderness. Radial pulses equal.'
        d.ln('{ag} with 2 h of central pressure-like chest pain radiating to jaw, onset at rest while watching hockey at home. Hx HTN, DM2, smoker. Father {fn} died of MI aged {fa}.',
             ag=age_phrase(rng, c['age'], c['sex']), fn=nm(person(rng, LOC, 'M'), 'first', 'FAMILY'), fa=A(rng.randint(48, 66)))
        course = [('ECG %s: ST depression V4-V6, no STE.' % tm(8), 8), ('ASA 160 mg chewed, NTG SL x2 with partial relief.', 15),
                  ('hs-TnI 0h 62 ng/L, 2h 188 ng/L (lab acc {acc}).', 130), ('Heparin infusion started, cardiology consulted (Dr {cons}).', 150)]
        dx = 'NSTEMI'
    elif k == 'abdo':
        exam = 'Tender RLQ with guarding, Rovsing +, psoas +. No CVA tenderness.'
        d.ln('{ag} with periumbilical pain migrating to RLQ over 18 h, anorexia, vomiting x2. LMP {lmp}. Works at {org} as a {pf}.',
             ag=age_phrase(rng, c['age'], c['sex']), lmp=D(days(c['vd'], -rng.randint(5, 25)), 'Md') if c['sex'] == 'F' else 'n/a',
             org=(org, 'ORGANIZATION'), pf=(prof, 'PROFESSION'))
        course = [('WBC 15.8, CRP 64, bHCG neg (acc {acc}).', 45), ('U/S: non-compressible appendix 9 mm.', 120), ('Morphine 4 mg IV, ondansetron 4 mg IV.', 30),
                  ('General surgery (Dr {cons}) accepts for lap appendectomy.', 180)]
        dx = 'Acute appendicitis'
    elif k == 'fall':
        exam = 'L leg shortened and externally rotated. NV intact distally. Skin tear L elbow 3 cm.'
        d.ln('{ag} from {ltc}, unwitnessed fall from standing at %s, found on floor by PSW. On apixaban. Baseline mild dementia, ambulates with walker. {rel} {qn} (POA) notified at {qp}.' % tm(-90),
             ag=age_phrase(rng, c['age'], c['sex']), ltc=(rng.choice(['Maple Hollow Manor', 'Résidence Sainte-Anne', 'Pinecrest Lodge LTC', 'Cedar Narrows Retirement Residence']), 'HOSPITAL'),
             rel=rel, qn=nm(q, 'full', 'FAMILY'), qp=(phone(rng, LOC) + ext(rng) if rng.random() < 0.3 else phone(rng, LOC), 'PHONE'))
        course = [('XR L hip: displaced subcapital NOF fracture.', 70), ('Fascia iliaca block performed by Dr {cons}.', 95), ('Ortho consulted; for OR tomorrow.', 160)]
        dx = 'L hip fracture (subcapital), fall'
    elif k == 'lac':
        exam = '4 cm linear laceration R thenar eminence, clean edges. FDP/FDS intact, sensation intact, cap refill <2s.'
        d.ln('{ag} {pf} cut hand on a box cutter at work ({org}) at %s. Tetanus status unknown. WSIB form started, claim # {wsib}, SIN {sin}.' % tm(-60),
             ag=age_phrase(rng, c['age'], c['sex']), pf=(prof, 'PROFESSION'), org=(org, 'ORGANIZATION'), wsib=(digits(rng, 8), 'IDNUM'), sin=('%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3)), 'SSN'))
        course = [('Irrigated, 1% lidocaine, 6 x 4-0 nylon simple interrupted.', 40), ('Tdap given L deltoid.', 50)]
        dx = 'Laceration R hand, repaired'
    elif k == 'asthma':
        exam = 'Tripoding, speaking in phrases. Diffuse expiratory wheeze, moderate indrawing. PRAM %d.' % rng.randint(4, 9)
        d.ln('{ag} known asthmatic, URTI x3 days, increasing ventolin use q1h since last night. Attends {sch}. No previous ICU admissions.',
             ag=age_phrase(rng, c['age'], c['sex']), sch=(rng.choice(['Cedar Narrows Public School', 'Grandview Mills Collegiate', 'École Sainte-Marguerite', 'Pinecrest Elementary', 'Kestrel Falls Secondary School']), 'ORGANIZATION'))
        course = [('Salbutamol 5 mg + ipratropium 250 mcg neb x3 back-to-back.', 10), ('Dexamethasone 0.6 mg/kg PO.', 15), ('Reassessed: improved, PRAM 2, SpO2 96% RA.', 120)]
        dx = 'Asthma exacerbation, moderate'
    elif k == 'od':
        exam = 'GCS 14, drowsy. Pupils 3 mm reactive. No clonus. Superficial forearm scratches, old.'
        d.ln('{ag} brought by police after texting friend {fn} that {he} took ~30 x 500 mg acetaminophen at approx %s after argument with partner. Also etoh. Works as a {pf}.' % tm(-180),
             ag=age_phrase(rng, c['age'], c['sex']), fn=nm(person(rng, LOC), 'first', 'FAMILY'), he=c['he'], pf=(prof, 'PROFESSION'))
        course = [('4h APAP level 1,420 umol/L - above treatment line (acc {acc}).', 240), ('NAC started per SNAP protocol.', 250),
                  ('Form 1 completed by Dr {cons}; psychiatry consult requested. Constant observer assigned.', 270)]
        dx = 'Intentional acetaminophen overdose; suicidal ideation'
    elif k == 'sepsis':
        exam = 'Drowsy, oriented x1. Dry mucosa. Crackles R base. Foul urine in catheter bag.'
        d.ln('{ag} from home with {rel} ({qn}), 2 days of fever, new confusion, decreased PO intake. Chronic indwelling catheter.',
             ag=age_phrase(rng, c['age'], c['sex']), rel=rel, qn=nm(q, 'first', 'FAMILY'))
        course = [('Lactate 4.1, WBC 21. Cultures x2 drawn (acc {acc}).', 20), ('30 mL/kg RL bolus. Pip-tazo 4.5 g IV at %s.' % tm(48), 48), ('MAP 58 after 2 L - norepi started via PIV, ICU (Dr {cons}) consulted.', 110)]
        dx = 'Septic shock, likely urosource'
    elif k == 'headache':
        exam = 'Neuro exam normal. No meningismus. Fundi not visualised well.'
        d.ln('{ag} with sudden severe occipital headache while lifting weights at {org} gym, peak within 1 min. Vomited x1.',
             ag=age_phrase(rng, c['age'], c['sex']), org=(rng.choice(['Fort Ashdown Arena', 'Kestrel Falls YMCA', 'Pinecrest Fitness']), 'ORGANIZATION'))
        course = [('CT head within 6 h of onset: no SAH.', 80), ('Ottawa SAH rule positive but CT negative <6h; LP not required per protocol.', 100), ('Metoclopramide 10 mg IV, improved.', 60)]
        dx = 'Thunderclap headache - SAH ruled out'
    else:
        exam = 'Dinner-fork deformity L wrist. NV intact. Snuffbox nontender.'
        d.ln('{ag} FOOSH on ice outside {lm} this morning. R hand dominant, works as a {pf}.', ag=age_phrase(rng, c['age'], c['sex']),
             lm=(rng.choice(LANDMARK_SPANS['CA']), 'LOCATION_OTHER'), pf=(prof, 'PROFESSION'))
        course = [('XR: dorsally angulated distal radius fracture.', 50), ('Hematoma block, closed reduction, sugar-tong splint by Dr {cons}.', 120), ('Post-reduction XR acceptable.', 150)]
        dx = 'Distal radius fracture (Colles), reduced'
    d.ln('PMHx: ' + ', '.join(rng.sample(['HTN', 'DM2', 'dyslipidemia', 'asthma', 'GERD', 'depression', 'hypothyroid', 'OSA on CPAP', 'CKD3', 'nil significant'], 3)))
    d.ln('Meds: ' + ', '.join(rng.sample(['metformin 500 bid', 'ramipril 10 daily', 'atorvastatin 40', 'sertraline 100', 'apixaban 5 bid', 'salbutamol prn', 'levothyroxine 100 mcg', 'pantoprazole 40'], 3)))
    d.ln('Social: lives in {tn} with {rel}. {sm}', tn=(rng.choice(TOWNS['CA']), 'CITY'), rel=rel, sm=rng.choice(['Smoker 1/2 ppd.', 'No smoking. Occasional etoh.', 'Cannabis daily.', 'Nonsmoker, no drugs.']))
    d.ln('')
    d.ln('ROS: ' + rng.choice(['otherwise negative x10 systems.', 'no fever/chills, no urinary sx, no bleeding. Rest neg.', 'positive as per HPI; negative for chest pain, SOB, syncope.',
                               'neg for headache, vision change, focal weakness. All other systems reviewed and negative.']))
    d.ln('')
    d.ln('EXAM ({r}, PGY%d):' % rng.randint(1, 5), r=nm(res, 'flast', 'DOCTOR'))
    d.ln('Vitals as per triage. ' + rng.choice(['Alert, GCS 15.', 'Appears uncomfortable.', 'Well-appearing.', 'Mildly distressed.']))
    d.ln(exam)
    d.ln('')
    d.ln('ED COURSE:')
    cons = person(rng, LOC)
    if rng.random() < 0.5:
        course.append(('Spoke with {rel} {qn} by phone ({qp}), updated.', rng.randint(60, 200)))
    for line, dt_ in sorted(course, key=lambda x: x[1]):
        d.ln('%s  {ln}' % tm(dt_), ln=S(line, acc=('%s%s' % (rng.choice(['C', 'H', 'L']), digits(rng, 9)), 'IDNUM'), cons=nm(cons, 'last', 'DOCTOR'),
                                        rel=rel, qn=nm(q, 'first', 'FAMILY'), qp=(phone(rng, LOC), 'PHONE')))
    d.ln('')
    d.ln('REASSESSMENT %s: ' % tm(rng.randint(200, 280)) + rng.choice(['pain improved 3/10, vitals stable.', 'HR %d, BP %s, feeling better.' % (rng.randint(70, 100), vitals(rng)['bp']),
                                                                    'unchanged, awaiting consult.', 'tolerating PO, ambulating independently.']))
    d.ln('MED REC: home meds reviewed with pt and pharmacy ({ph}, {pp}). {bpmh}', ph=(rng.choice(['Pinecrest Pharmacy', 'Pharmacie Lac-Bonaventure', 'Maple Hollow Drug Mart', 'Port Alderwood Apothecary']), 'HOSPITAL'),
         pp=(phone(rng, LOC), 'PHONE'), bpmh=rng.choice(['BPMH complete.', 'BPMH pending - pharmacy closed.', 'No discrepancies.']))
    d.ln('')
    d.ln('NURSING NOTES:')
    for j in range(rng.randint(3, 6)):
        nn = rng.choice([rn, person(rng, LOC)])
        d.ln('%s  {n}: %s' % (tm(20 + 40 * j + rng.randint(0, 30)), maybe_typo(rng, rng.choice(['VS stable, pt resting.', 'IV 20g L AC inserted, bloods drawn and sent.', 'pt to CT via porter.', 'voided 200 mL, urine sent.',
                                                                                  'family at bedside.', 'pain reassessed 4/10.', 'pt requesting water - NPO pending surgical consult.', 'Tele in place, NSR 80s.']), 0.2)),
             n=nm(nn, rng.choice(['flast', 'full', 'ini']), 'DOCTOR'))
    d.ln('')
    d.ln('IMPRESSION: ' + dx)
    disp = rng.choice(['Discharged home', 'Admitted', 'Transferred', 'Discharged home'])
    if k in ('chestpain', 'sepsis', 'fall', 'abdo', 'od'):
        disp = rng.choice(['Admitted', 'Transferred'])
    if disp == 'Admitted':
        d.ln('DISPOSITION: Admitted to {u} under Dr {cn} at %s, bed {b}' % tm(300), u=rng.choice(['medicine', 'CCU', 'ICU', 'surgery', 'orthopaedics', 'psychiatry']),
             cn=nm(cons, 'full', 'DOCTOR'), b=(str(rng.randint(201, 699)) + rng.choice(['', 'A', 'B']), 'LOCATION_OTHER'))
    elif disp == 'Transferred':
        d.ln('DISPOSITION: Transferred to {h} (transfer ref {cr}) at %s' % tm(320), h=(rng.choice(HOSPS), 'HOSPITAL'), cr=('CC' + digits(rng, 7), 'IDNUM'))
    else:
        d.ln('DISPOSITION: Discharged home at %s with {rel}. F/u family MD in 1 week, return precautions reviewed. Work note given for {org}.' % tm(200),
             rel=rel, org=(org, 'ORGANIZATION'))
    if disp == 'Discharged home':
      d.ln('Instructions given to {who}: %s. Written discharge instructions provided in %s. MyChart activation code sent to {em}.' % (
        {'lac': 'wound check 48 h, sutures out 10-14 days', 'fx': 'cast care, elevate, fracture clinic in 1 week'}.get(k, rng.choice(['return if worsening pain, fever, vomiting, new weakness', 'follow up with family MD, return if SOB or chest pain'])),
        rng.choice(['English', 'French', 'English and French'])), who=nm(p, 'first', 'PATIENT') if rng.random() < 0.6 else ['pt and ', rel], em=(email(rng, p), 'EMAIL'))
    d.ln('')
    d.ln('Resident: {r}, MD (PGY) | Attending: {a}, %s, CPSO #{cp}' % cred(rng, LOC, 'cons'), r=nm(res, 'full', 'DOCTOR'), a=nm(att, 'full', 'DOCTOR'),
         cp=(digits(rng, 5) if rng.random() < 0.6 else digits(rng, 6), 'LICENSE'))
    d.ln('I have seen and examined the patient with the resident and agree with the findings and plan. -- {a}', a=nm(att, 'ini', 'DOCTOR'))
    d.ln('Scribe attestation: I, {s}, scribed for Dr {a} on {dd}.', s=nm(scribe, 'full', 'DOCTOR'), a=nm(att, 'last', 'DOCTOR'), dd=D(c['vd'], rng.choice(['Mdy', ds])))
    if rng.random() < 0.3:
        d.ln('Patient ID band scan: palm-vein ID {pv}', pv=('PV-' + digits(rng, 8), 'BIOID'))
    d.ln('')
    footer_print(rng, d, LOC, rng.choice([res, rn]), c['vd'], ds)
    return d
