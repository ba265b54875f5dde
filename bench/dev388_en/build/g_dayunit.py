"""Genres: day-unit chemotherapy administration record, transfusion record,
PICC line care record, and (own genre) stem cell harvest / apheresis record."""
import re

import clinical as CL
import ids
from common import L, audit, banner, mrn_label, pager, time


def _nurses(c, k=3):
    return [c.staff('rn%d' % i) for i in range(k)]


def _tm(h, m):
    h += m // 60
    return '%02d:%02d' % (h % 24, m % 60)


def _obs(r, febrile=False):
    t = r.uniform(37.6, 38.2) if febrile else r.uniform(36.1, 37.3)
    return 'T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%%' % (t, r.randint(62, 104), r.randint(100, 158),
                                                         r.randint(58, 92), r.randint(12, 20), r.randint(94, 100))


def _access(c):
    return c.r.choice(['PICC R basilic, double lumen - flushed, good blood return',
                       'PICC L arm, single lumen - flushes easily, bloods withdrawn', 'Peripheral cannula 22G L forearm',
                       'Port-a-Cath (R chest) accessed with 20G Gripper needle', 'Hickman line R chest, both lumens patent',
                       'PIVC 20G R hand - 2nd attempt, vein fragile'])


def _days(spec, cycle):
    """Treatment days named in a schedule such as 'D1-5', 'D1 and D15' or 'D1, 3, 5'."""
    if 'C1 split' in spec or '(C1:' in spec:
        return {1, 2, 8, 15} if cycle == 1 else {1}
    out = set()
    for a, b in re.findall(r'D(\d+)(?:-(\d+))?', spec):
        out.update(range(int(a), int(b) + 1) if b else [int(a)])
    for x in re.findall(r'(?<=, )(\d+)', spec):
        out.add(int(x))
    return out


def chemo_admin(n, c):
    r = c.r
    rn = _nurses(c)
    cons, presc, pharm = c.staff('cons'), c.staff('presc'), c.staff('pharm')
    CYC, N, drugs, irr, oral = c.reg
    hdr = r.choice(['SACT ADMINISTRATION RECORD', 'DAY UNIT CHEMOTHERAPY ADMINISTRATION RECORD',
                    'Systemic Anti-Cancer Therapy - Administration Chart', 'CHEMOTHERAPY ADMINISTRATION RECORD'])
    if c.us:
        hdr = r.choice(['INFUSION FLOWSHEET - CHEMOTHERAPY ADMINISTRATION', 'Chemotherapy Administration Record'])
    n.f('{u} - ', u=('HOSPITAL', c.unit))
    n.f('{h}\n{t}\n', h=('HOSPITAL', c.hosp), t=hdr)
    n.t('=' * 60 + '\n')
    banner(n, c, r.choice([0, 1, 2]), with_addr=r.random() < 0.4, with_ssn=c.country in ('US', 'CA', 'IE') and r.random() < 0.3)
    if c.us and r.random() < 0.6:
        n.f('Acct #: {a}   Insurance: {i}   Member ID {m}\n', a=('ACCOUNT', ids.account(r, 'US')),
            i=('ORGANIZATION', r.choice(['Keystone Mutual Health', 'Summit BlueCare', 'Prairie Shield Health'])),
            m=('HEALTHPLAN', ids.letters(r, 3) + ids.digits(r, 8)))
    elif r.random() < 0.4:
        n.f('Attendance no: {a}\n', a=('ACCOUNT', ids.account(r, c.country)))
    chair = str(r.randint(1, 18))
    dopt = sorted(set(x for d in drugs if d[3] != 'PO' for x in _days(d[4], c.cycle) if x <= 15))
    day = r.choice([1, 1] + dopt)
    drugs = [d for d in drugs if day in _days(d[4], c.cycle) or (d[3] == 'PO' and day == 1 and 'D' not in d[4])]
    n.f('Date: {d}   Chair: {ch}   Regimen: {reg}   Cycle {k} Day {dd}\n', d=c.D(c.date), ch=('LOCATION_OTHER', chair),
        reg=c.regname, k=str(c.cycle), dd=str(day))
    cur = c.dxkey in ('DLBCL', 'cHL', 'BL', 'AML', 'B-ALL', 'PTCL', 'HCL')
    n.t('Protocol: %s-%s v%d.%d   Intent: %s\n' % ('LYM' if c.kind == 'lym' else r.choice(['HAEM', 'LEUK']),
                                                 c.regname.replace(' ', '').upper()[:8], r.randint(1, 6), r.randint(0, 3),
                                                 'curative' if cur else r.choice(['palliative', 'disease control'])))
    lab, val = ids.licence(r, c.country)
    n.f('Consultant: {dr}{a}   Prescriber: {dr}{b} ({l} {v})\n', dr=c.dr, a=cons.lastn(), b=presc.full(), l=lab, v=('LICENSE', val))
    n.f('Prescription {rx} screened by {p} (pharmacist) {d}\n', rx=('IDNUM', 'RX%s' % ids.digits(r, 7)), p=pharm.full(),
        d=c.Ds(c.day(-1)))
    n.t('Ht %d cm  Wt %.1f kg  BSA %.2f m2 (Mosteller)  - wt change <10%% from baseline, doses unchanged\n' % (c.ht, c.wt, c.bsa))
    n.f('Consent: signed {d} ({dr}{a}); ', d=c.D(c.dx_date if r.random() < 0.5 else c.day(-CYC * c.cycle)),
        dr=c.dr, a=cons.lastn())
    n.t(r.choice(['copy in notes.', 'reconfirmed verbally today.', 'risks incl. infection, TLS, infertility discussed.']) + '\n\n')
    n.f('PRE-ASSESSMENT (telephone {d}, {nm}):\n', d=c.Ds(c.day(-1)), nm=rn[1].full())
    n.t('  Nausea %s  Vomiting G0  Mucositis %s  Diarrhoea G0  Neuropathy %s  Fatigue %s  Fever: none\n' % (
        r.choice(CL.GRADES[:2]), r.choice(CL.GRADES[:2]), r.choice(CL.GRADES[:3]), r.choice(CL.GRADES[1:3])))
    labs = CL.labs(r, 'normal', c.us)
    n.f('  Bloods ({d}): ', d=c.Ds(c.day(-1)))
    n.t(CL.lab_line(labs) + '\n')
    n.t('  Parameters met (neut >=1.0, plt >=100, bili <1.5xULN): YES - ')
    n.f('{a}\n', a=rn[0].ini())
    n.f('  Obs pre: {o}\n', o=_obs(r))
    n.t('  Access: ' + _access(c) + '\n\n')
    n.t('PREMEDICATION\n')
    h, m = r.randint(9, 11), r.choice([0, 10, 15, 20, 30, 40])
    for pm in r.sample(CL.PREMED_MAB if 'mab' in ' '.join(d[0] for d in drugs) else CL.ANTIEMETIC, 2):
        if c.na:
            pm = pm.replace('chlorphenamine 10 mg', 'diphenhydramine 25 mg').replace('paracetamol', 'acetaminophen')
        n.f('  {t}  {pm}   given: {i}\n', t=_tm(h, m), pm=pm, i=rn[0].ini())
        m += 5
    n.t('\nADMINISTRATION\n')
    n.t('  Time   Drug                 Dose        Route / diluent                           Chk     Label no\n')
    m += 20
    pump_used = False
    for d in drugs:
        dose, basis = CL.drug_dose(d, c.bsa, c.wt)
        if d[3] == 'PO':
            n.t('  %s  %-20s %-11s PO (TTO %s)\n' % (_tm(h, m), d[0], dose, d[4]))
            continue
        n.f('  {t}  {dr}{pad}{ds}{pad2}{rt}{pad3}', t=_tm(h, m), dr=d[0], pad=' ' * max(1, 21 - len(d[0])), ds=dose,
            pad2=' ' * max(1, 12 - len(dose)), rt=d[3][:40], pad3=' ' * max(1, 42 - len(d[3][:40])))
        n.f('{a}/{b}  {lab}\n', a=rn[0].ini(), b=rn[1].ini(), lab=('IDNUM', '%s%s-%s' % (
            r.choice(['W', 'PL', 'A']), ids.digits(r, 2), ids.digits(r, 5))))
        if 'infusion' in d[3] and not pump_used:
            pump_used = True
            n.f('         via {pm} SN {sn}; ', pm=r.choice(['Volumat Agilia pump', 'Alaris GP pump', 'Sapphire pump',
                                                             'CADD-Solis ambulatory pump']), sn=('DEVICE', ids.device_sn(r)))
            if d[0] in ('rituximab', 'obinutuzumab'):
                n.t('rate escalation 50 -> 100 -> 200 -> 300 -> 400 mg/h every 30 min as tolerated\n')
            else:
                n.t('rate as per protocol\n')
        m += r.choice([15, 20, 30, 45, 60])
    n.t('\n')
    rx = r.random()
    if rx < 0.25:
        n.f('{t} Infusion-related reaction: rigors, T 38.1, BP 98/60. Infusion stopped, hydrocortisone 100 mg IV + ', t=_tm(h, m - 40))
        n.t(L(c, 'chlorphenamine 10 mg', 'diphenhydramine 25 mg') + ' IV given. Reviewed by ')
        pw, pv = pager(c)
        n.f('{dr}{a} ({pw} {b}). Restarted at 50% rate after 30 min - completed without further issue.\n',
            dr=c.dr, a=c.staff('reg').full(), pw=pw, b=pv)
    else:
        n.t('No adverse reaction. Extravasation checks satisfactory throughout (vesicant given via fast-running drip).\n')
    n.f('Obs post: {o}\n', o=_obs(r))
    n.f('Discharged {t} with {w}: {tt}\n', t=_tm(h, m + 20), w=L(c, 'TTOs', 'home meds reviewed'), tt='; '.join(r.sample(CL.PROPHYLAXIS, 3)))
    n.t('Written information re: neutropenic sepsis + alert card checked. ')
    n.t('Advised to ring the 24h line if T >=37.5 (or >=38.0) or unwell.\n')
    nx = c.wk(CYC if CYC < 56 else 56)
    n.f('Next: C{k}D1 {d} - bloods 48h prior at ', k=str(c.cycle + 1), d=c.Dw(nx))
    n.f('{p}\n', p=('HOSPITAL', c.practice) if r.random() < 0.5 else 'pre-assessment clinic')
    if r.random() < 0.45:
        n.f('Parking concession permit renewed - vehicle reg {v}\n', v=('VEHICLE', ids.plate(r, c.country)))
    if r.random() < 0.3:
        n.f('Hospital transport booked with {o} (collect {t} from {a})\n', o=('ORGANIZATION', r.choice([
            'Swiftcare Patient Transport', 'Ambulink Community Transport', 'Carefleet Transfers'])), t=_tm(7, r.choice([30, 45, 50])),
            a=('STREET', c.street))
    if r.random() < 0.25:
        n.f('Identity confirmed by fingerprint scan ({b}) and wristband.\n', b=('BIOID', ids.bioid(r, 'finger')))
    n.t('\nSignature key: ')
    for i, p in enumerate(rn[:2]):
        if i:
            n.t('; ')
        n.f('{i} = {nm} ({rl})', i=p.ini(), nm=p.full(), rl=r.choice(['RN', 'Staff Nurse', 'Chemo-competent RN', 'Sister', 'CN']))
    n.t('\n')
    audit(n, c, rn[0], c.date, r.choice(['Record verified', 'Electronically signed', 'Administration confirmed']))


# ------------------------------------------------------------------ transfusion

INDIC_RBC = ['Symptomatic anaemia (breathless on exertion), Hb {hb} g/L - threshold 70 (80 if cardiac)',
             'Hb {hb} g/L post-chemotherapy, fatigue, tachycardic', 'Hb {hb} g/L - regular transfusion support (MDS/AML)']
INDIC_PLT = ['Prophylactic - plt {p} x10^9/L (threshold 10)', 'Pre-procedure (bone marrow biopsy not required; PICC insertion) plt {p}',
             'Bleeding (gum bleeding, petechiae) - plt {p}', 'Prophylaxis, febrile, plt {p} (threshold 20)']


def transfusion(n, c):
    r = c.r
    doc, rn = c.staff('reg'), _nurses(c)
    plt = r.random() < 0.35
    hb, pc = r.randint(58, 79), r.randint(4, 19)
    n.f('{h} - ', h=('HOSPITAL', c.hosp))
    n.t(r.choice(['BLOOD TRANSFUSION REQUEST AND ADMINISTRATION RECORD', 'Transfusion Record (Blood Components)',
                  'BLOOD COMPONENT PRESCRIPTION & ADMINISTRATION']) + '\n\n')
    banner(n, c, r.choice([1, 2, 3]), with_addr=r.random() < 0.3)
    loc = r.random()
    if loc < 0.6:
        n.f('Location: {u}, chair {ch}\n', u=('HOSPITAL', c.unit), ch=('LOCATION_OTHER', str(r.randint(1, 16))))
    else:
        n.f('Location: {w}, bay {b} bed {bd}\n', w=('HOSPITAL', c.ward), b=('LOCATION_OTHER', str(r.randint(1, 6))),
            bd=('LOCATION_OTHER', str(r.randint(1, 30))))
    n.f('Diagnosis: {dx}; on {reg} (last given {d})\n', dx=c.dxname, reg=c.regname, d=c.D(c.day(-r.randint(7, 16))))
    reqt = time(r, 7, 11)
    pw, pv = pager(c)
    n.f('\nREQUEST {d} {t} by {dr}{a} ({pw} {b})\n', d=c.D(c.day(-1)), t=reqt, dr=c.dr, a=doc.full(), pw=pw, b=pv)
    if plt:
        n.t('Component: platelets, 1 adult dose (apheresis)' + r.choice(['', ', HLA-selected']) + '\n')
        n.t('Indication: ' + r.choice(INDIC_PLT).replace('{p}', str(pc)) + '\n')
    else:
        k = r.choice([1, 2, 2, 3])
        n.t('Component: red cells x%d unit%s, each over 90-120 min\n' % (k, '' if k == 1 else 's'))
        ind = r.choice(INDIC_RBC).replace('{hb}', str(hb))
        if c.us:
            ind = ind.replace('Hb %d g/L' % hb, 'Hgb %.1f g/dL' % (hb / 10.0)).replace('threshold 70 (80 if cardiac)', 'threshold 7 (8 if cardiac)')
        n.t('Indication: ' + ind + '\n')
    irr = c.reg[3] or c.dxkey == 'cHL' or r.random() < 0.2
    n.t('Special requirements: [%s] Irradiated  [%s] CMV negative  [ ] Washed  [%s] HLA-matched\n' % (
        'x' if irr else ' ', 'x' if r.random() < 0.2 else ' ', 'x' if plt and r.random() < 0.3 else ' '))
    if irr:
        n.t('  Reason: ' + r.choice(['purine analogue / bendamustine exposure', 'Hodgkin lymphoma (lifelong)',
                                     'prior alemtuzumab/ATG', 'planned autologous harvest']) + '\n')
    n.f('Sample: {lab} taken {d} {t} by {nm}; ', lab=('IDNUM', '%s%s' % (r.choice(['BT', 'TX', 'XM']), ids.digits(r, 8))),
        d=c.Ds(c.day(-1)), t=time(r, 7, 12), nm=rn[2].full())
    n.t(r.choice(['group on file (2-sample rule met)', 'second sample required - taken', 'valid 72 h']) + '\n')
    n.t('Group: %s   Antibody screen: %s   DAT: negative\n' % (r.choice(['O RhD pos', 'A RhD pos', 'B RhD neg', 'O RhD neg', 'AB RhD pos',
                                                                  'A Rh positive, K neg']),
                                                        r.choice(['negative', 'negative', 'anti-E detected - E-neg units'])))
    n.t('Consent: ' + r.choice(['verbal, information leaflet given', 'valid consent from C1 (covers course)',
                                'written, risks/benefits/alternatives discussed']) + '\n\n')
    n.t('ADMINISTRATION\n')
    h = r.randint(9, 13)
    nunits = 1 if plt else r.choice([1, 2, 2])
    for u in range(nunits):
        don = ids.donation(r, c.country)
        n.f('Unit {k}: donation no {dn}   {pc}   ', k=str(u + 1), dn=('IDNUM', don),
            pc=r.choice(['E7660 (RCC)', 'E3978', 'E7668 (RCC, irradiated)', 'plt apheresis E6985']))
        n.t('vol %d mL\n' % (r.randint(230, 320)))
        n.f('  Bedside check: {a} / {b}', a=rn[0].full(), b=rn[1].full())
        if r.random() < 0.55:
            n.f(' - palm vein biometric ID {bid} matched', bid=('BIOID', ids.bioid(r, 'palm')))
        n.t('\n')
        st = _tm(h, r.choice([0, 10, 20]))
        n.t('  Start %s   Obs pre: %s\n' % (st, _obs(r)))
        n.t('  15 min: %s\n' % _obs(r))
        h += 2
        n.t('  End %s   Obs end: %s\n' % (_tm(h, r.choice([0, 5, 15])), _obs(r, r.random() < 0.1)))
    if r.random() < 0.2:
        n.t('\nReaction: febrile non-haemolytic (T rose 1.3C, no hypotension). Transfusion stopped, ')
        n.f('reviewed by {dr}{a}; {pc} given; lab informed; {hv}.\n', dr=c.dr, a=doc.lastn(), pc=L(c, 'paracetamol', 'acetaminophen'),
            hv=L(c, 'SHOT report not required', 'transfusion safety officer notified'))
    else:
        n.t('\nNo reaction. Patient ID and wristband checked at each unit. ')
        n.t('Traceability label returned to lab.\n')
    n.f('Post-transfusion {lab} due {d}\n', lab='plt increment' if plt else 'Hb', d=c.Ds(c.day(r.randint(1, 3))))
    audit(n, c, rn[0], c.date, 'Administration signed')


# ------------------------------------------------------------------ PICC

def picc(n, c):
    r = c.r
    vac, rn = c.staff('vac'), _nurses(c)
    ins = c.day(-r.randint(20, 110))
    n.f('{h}\n', h=('HOSPITAL', c.hosp))
    n.t(r.choice(['PICC LINE INSERTION AND CARE RECORD', 'Vascular Access Service - PICC record',
                  'PERIPHERALLY INSERTED CENTRAL CATHETER (PICC) CARE PLAN']) + '\n')
    banner(n, c, r.choice([0, 1, 3]), with_addr=False)
    n.t('\nINSERTION\n')
    n.f('Date: {d}  {t}   Operator: {nm} (Vascular Access CNS)', d=c.D(ins), t=time(r, 8, 16), nm=vac.full())
    if r.random() < 0.5:
        lab, val = ids.licence(r, c.country, 'nurse')
        n.f(' {l} {v}', l=lab, v=('LICENSE', val))
    n.f('\nLocation: treatment room {rm}, {b}\n', rm=('LOCATION_OTHER', str(r.randint(1, 9)) + r.choice(['', 'A', 'B'])),
        b=('LOCATION_OTHER', c.building))
    n.t('Indication: %s - %s\n' % (c.regname, r.choice(['vesicant therapy', 'poor peripheral access', 'prolonged IV therapy',
                                                        'frequent blood sampling and transfusion'])))
    n.t('Pre-procedure: plt %d, INR 1.%d, allergies: %s. Consent: verbal and written.\n' % (
        r.randint(52, 300), r.randint(0, 2), r.choice(CL.ALLERGY)))
    arm = r.choice(['R', 'L'])
    vein = r.choice(['basilic', 'basilic', 'brachial', 'cephalic'])
    n.t('US-guided, modified Seldinger, %s %s vein, diameter %.1f mm, catheter:vein ratio %d%%.\n' % (
        arm, vein, r.uniform(3.8, 6.2), r.randint(25, 45)))
    n.t('Device: %s %d Fr %s-lumen, ' % (r.choice(['PowerPICC', 'Groshong PICC', 'Arrow PICC', 'BioFlo PICC']),
                                         r.choice([4, 5, 5]), r.choice(['single', 'double', 'double'])))
    n.f('REF {ref}, Lot {lot}, trimmed to {l} cm\n', ref='%d' % r.randint(1000000, 9999999), lot=('DEVICE', ids.lot(r)),
        l=str(r.randint(36, 48)))
    n.t('Tip: ' + r.choice(['ECG-guided (Sherlock 3CG), maximal P wave - cavo-atrial junction',
                            'CXR - tip at CAJ, T6 level, reported by radiology', 'intracavitary ECG; no CXR required']) + '\n')
    ext, circ = r.randint(0, 3), r.randint(24, 33)
    n.t('External length %d cm; arm circumference %d cm (10 cm above ACF)\n' % (ext, circ))
    n.t('Securement: %s; dressing %s\n' % (r.choice(['StatLock', 'SecurAcath', 'Grip-Lok']), r.choice(['Tegaderm CHG', 'IV3000 + BioPatch'])))
    n.t('\nWEEKLY CARE LOG\n')
    n.t('Date        Ext(cm) Arm(cm) VIP  Dressing  Needle-free  Flush                   Sign\n')
    d = ins
    k = r.randint(4, 9)
    for i in range(k):
        d = ids.add_days(d, 7 + r.choice([0, 0, -1, 1, 2]))
        if d > c.date:
            break
        e = ext + (1 if r.random() < 0.1 else 0)
        a = circ + (2 if r.random() < 0.08 else 0)
        n.f('{d}{pad}', d=c.D(d, c.dstyle), pad=' ' * max(1, 12 - len(ids.fmt_date(d, c.dstyle))))
        n.t('%-8s%-8s%-5s%-10s%-13s%-24s' % (e, a, r.choice([0, 0, 0, 1]), 'changed',
                                             'Bionector' if r.random() < 0.5 else 'MicroClave', '10 mL NaCl push-pause'))
        p = r.choice(rn)
        n.f('{s}\n', s=p.ini() if r.random() < 0.7 else p.full())
    n.t('\n')
    ev = r.random()
    if ev < 0.3:
        n.f('{d}: sluggish flush lumen 2, no blood return. ', d=c.Ds(c.day(-r.randint(1, 6))))
        n.t('Alteplase 2 mg instilled 2 h - patency restored.\n')
    elif ev < 0.5:
        n.f('{d}: erythema 1 cm at exit site (VIP 1), swab sent ({s}). ', d=c.Ds(c.day(-r.randint(1, 10))),
            s=('IDNUM', 'MC%s' % ids.digits(r, 7)))
        n.t('Afebrile. Review in 48 h.\n')
    elif ev < 0.65:
        rem = c.date
        n.f('REMOVAL {d}: end of treatment. Removed by {nm}, tip intact, length {l} cm as inserted. ', d=c.D(rem),
            nm=rn[0].full(), l=str(r.randint(36, 48)))
        n.t('Pressure applied 5 min, occlusive dressing.\n')
    else:
        n.t('Line in good order. Patient/partner taught dressing awareness; shower protector supplied.\n')
    if r.random() < 0.35:
        n.f('Community nurse ({o}) to flush weekly - contact {ph}\n', o=('ORGANIZATION', r.choice(
            ['Helix Homecare Nursing', 'Bluewater Home Infusions', 'Kinloch Community Care'])), ph=('PHONE', ids.phone(r, c.country, 'land')))
    audit(n, c, rn[0], c.date, 'Entry signed')


# ------------------------------------------------------------------ apheresis (own genre)

def harvest(n, c):
    r = c.r
    op, doc, lab_sci = c.staff('aph'), c.staff('bmt'), c.staff('sci')
    n.f('{h} - ', h=('HOSPITAL', c.hosp))
    n.t(r.choice(['APHERESIS UNIT: AUTOLOGOUS PBSC MOBILISATION & HARVEST RECORD', 'Stem Cell Collection Record (autologous)',
                  'PBSC HARVEST - COLLECTION SUMMARY']) + '\n')
    banner(n, c, r.choice([0, 1, 3]), with_ssn=c.country in ('US', 'CA', 'IE') and r.random() < 0.6)
    n.f('Weight {w} kg   Transplant physician: {dr}{a}\n', w='%.1f' % c.wt, dr=c.dr, a=doc.full())
    n.t('Indication: %s - autologous SCT consolidation (%s)\n' % (
        r.choice(['relapsed DLBCL, CR2 after R-GDP x3', 'PTCL-NOS in CR1', 'relapsed cHL after ICE', 'mantle cell lymphoma CR1',
                  'Burkitt lymphoma (back-up harvest)']), r.choice(['BEAM conditioning planned', 'LACE planned', 'BEAM']))
          )
    g0 = c.day(-r.randint(5, 8))
    n.f('\nMobilisation: {m} from {d}', m=r.choice(['filgrastim (Zarzio) 10 mcg/kg SC OD', 'cyclophosphamide 2 g/m2 then G-CSF 5 mcg/kg',
                                                 'lenograstim 10 mcg/kg SC OD']), d=c.D(g0))
    if r.random() < 0.5:
        n.f('; plerixafor 0.24 mg/kg SC at 22:00 on {d} (CD34 <10/uL)', d=c.Ds(c.day(-1)))
    n.t('\n')
    n.f('PB CD34: {d1} {v1}/uL; {d2} {v2}/uL\n', d1=c.Ds(c.day(-1)), v1=str(r.randint(4, 14)), d2=c.Ds(c.date),
        v2=str(r.randint(15, 68)))
    n.f('Access: {a} inserted {d} by {dr}{b}, Lot {lot}\n', a=r.choice(['R femoral Vascath 12 Fr', 'L IJ trialysis line 12 Fr',
                                                                       'bilateral peripheral 17G (ACF)']),
        d=c.D(c.day(-1)), dr=c.dr, b=c.staff('reg').lastn(), lot=('DEVICE', ids.lot(r)))
    n.f('Machine: Spectra Optia SN {sn}, CMNC protocol; ACD-A anticoagulant\n', sn=('DEVICE', ids.device_sn(r)))
    total = 0.0
    days = r.choice([1, 2, 2, 3])
    n.t('\nDay  Date        TBV  Vol processed  Run time  CD34 x10^6/kg  Bag ID\n')
    for k in range(days):
        d = c.day(k)
        y = round(r.uniform(0.6, 3.2), 2)
        total += y
        n.f(' {k}   {d}{pad}', k=str(k + 1), d=c.D(d), pad=' ' * max(1, 12 - len(ids.fmt_date(d, c.dstyle))))
        n.t('%-5s%-15s%-10s%-15s' % ('%.1f' % r.uniform(2.5, 4.0), '%.1f L' % r.uniform(12, 22),
                                     '%d min' % r.randint(180, 300), '%.2f' % y))
        n.f('{bag}\n', bag=('IDNUM', '%s %s %s' % (r.choice(['G1', 'W0']) + ids.digits(r, 2), ids.digits(r, 2), ids.digits(r, 6))))
    n.t('Cumulative CD34: %.2f x10^6/kg (target 2.0; optimal 5.0)\n' % total)
    n.t('Adverse events: ' + r.choice(['citrate toxicity - perioral tingling, IV calcium gluconate infusion',
                                       'none', 'vasovagal at start, settled', 'plt fell to 48 post run']) + '\n')
    n.f('\nProduct released to {o} for cryopreservation; received by {s} {t}\n', o=('ORGANIZATION', r.choice(
        ['Northern Cellular Therapy Laboratory', 'Kestrel Stem Cell Processing Lab', 'Pemberton Integrated Diagnostics'])),
        s=lab_sci.full(), t=time(r, 15, 19))
    n.t('Virology (HIV, HBV, HCV, HTLV, syphilis) within 30 days - confirmed\n')
    if r.random() < 0.5:
        n.f('Long-stay parking: vehicle {v} registered with security\n', v=('VEHICLE', ids.plate(r, c.country)))
    n.f('NOK: {nk} ({rel}) {ph}\n', nk=c.nok.full(), rel=c.nok_rel, ph=('PHONE', c.nok_ph))
    n.f('Operator: {a} ', a=op.full())
    n.t(r.choice(['RN (apheresis)', 'Apheresis Nurse Specialist', 'Clinical Scientist']) + '\n')
    audit(n, c, op, c.date, 'Collection record signed')
