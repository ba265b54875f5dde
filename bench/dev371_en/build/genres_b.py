"""Genres: access surveillance (flow) log, cannulation plan, fistulogram /
angioplasty report, tunnelled line insertion record."""
from core import R, P, pick, chance, digits, sample
import fmt
import clin as C
import pools_names as PN
from ctx import d, dob, age, ptn, drn, nm, doc_sig, gp_line, pt_block, famn, title, uname, cred, Person


def _tm():
    return '%02d:%02d' % (R.randint(6, 21), R.randint(0, 59))


def surveillance(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    acc = pick(C.ACCESS)
    n.t(pick(['VASCULAR ACCESS SURVEILLANCE - FLOW LOG', 'Access Flow Monitoring (UDT) Record',
              'Qa SURVEILLANCE LOG', 'Transonic access flow log', 'ACCESS MONITORING & SURVEILLANCE']) + '\n')
    n.x('Unit: {sat}' + pick(['', '   Tel {sat_phone}']) + '\n')
    n.add(pt_block(n, pick(['banner', 'rows'])))
    created = fmt.shift(d0, -R.randint(200, 2000))
    n.x('Access: {a}, created {b} at {h}' + pick([' by {s}', '']) + '\n', a=acc[0], b=d(n, created, pick([None, 'month'])),
        h=pick([ctx['hosp'], ctx['hosp_ab'], ctx['hosp2']]), s=drn(ctx['surg_p'], c, 'surg', pick(['t_last', 't_il'])))
    n.x('Monitor: Transonic HD03, SN {sn}' + pick(['', '   Machine: ' + pick(C.DIAL_MACHINES)]) + '\n',
        sn=P('DEVICE', fmt.device_id('sn')))
    if chance(0.35):
        n.x('Pt ID check: palm-vein scan, biometric ID {b}\n', b=P('BIOID', fmt.bioid('palm')))
    n.t('Schedule: %s %s\n\n' % (pick(C.SCHEDULES), pick(C.SHIFTS)))
    nurses = [Person() for _ in range(R.randint(2, 4))]
    ini_style = pick(['ini', 'ini3', 'il2'])
    short = chance(0.5)
    n.t('%-12s %-8s %-5s %-6s %-5s %-7s %-5s %-6s %s\n' % ('Date', 'Qa', 'Qb', 'AP', 'VP', 'Recirc', 'Kt/V', 'Chair', 'By'))
    rows = R.randint(5, 10)
    base = C.flow() + 300
    dd = fmt.shift(d0, -R.randint(20, 40) * rows)
    drop_at = R.randint(rows // 2, rows)
    chair = str(R.randint(1, 24))
    for i in range(rows):
        dd = fmt.shift(dd, R.randint(21, 45))
        q = base - (R.randint(0, 60) if i < drop_at else R.randint(250, 500))
        ds = d(n, dd, 'short' if short else None)
        n.add(ds)
        n.t(' ' * max(1, 13 - len(ds[1])))
        n.t('%-8d %-5d %-6d %-5d %-7s %-5.2f ' % (q, pick([300, 320, 350, 400]), -R.randint(120, 260), R.randint(110, 240),
                                                 pick(['0%', '0%', '5%', '12%', 'n/a']), R.randint(110, 175) / 100))
        if chance(0.25):
            chair = str(R.randint(1, 24))
        n.add(P('LOCATION_OTHER', chair))
        n.t(' ' * (7 - len(chair)))
        n.add(nm(pick(nurses), 'DOCTOR', ini_style))
        n.t('\n')
    n.t('\nBaseline Qa %d mL/min. ' % base)
    fell = q < 0.75 * base
    if fell and q < 600:
        n.t(pick(['Qa <600 mL/min and >25% fall from baseline - meets referral criteria (KDOQI 2019).',
                  'Qa <600 mL/min with >25% drop: refer per unit protocol v3.2 (ESVS 2018).']))
    elif fell:
        n.t(pick(['Fall >25% from baseline: repeat within 2 weeks to confirm.', 'Significant drop (>25%) - refer for duplex.']))
    elif q > 1500:
        n.t('Qa >1500 mL/min - high flow; cardiac output ratio to be reviewed (risk of high-output failure).')
    else:
        n.t(pick(['Stable flows, continue 3-monthly surveillance.', 'No significant change. Next Qa in 3 months.']))
    n.t('\n')
    if fell and chance(0.8):
        n.x('Referred to {a} ({r}) on {b}; fistulogram requested.\n', a=drn(ctx['acc_p'], c, 'dr', 'full'),
            r=pick(PN.ROLES['acc']), b=d(n, fmt.shift(dd, R.randint(0, 3))))
    if chance(0.5):
        n.x('Exported from HDMS {ip} by {u} on {b} {t}\n', ip=P('IPADDR', fmt.ip_private()), u=P('USERNAME', uname(pick(nurses))),
            b=d(n, fmt.shift(dd, R.randint(0, 2))), t=_tm())
    else:
        n.x('Entered by: {u}\n', u=P('USERNAME', uname(pick(nurses))))


def cannulation(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    acc = pick([a for a in C.ACCESS])
    graft = 'AVG' in acc[1]
    n.t(pick(['CANNULATION PLAN', 'Individual Cannulation Plan', 'AV ACCESS CANNULATION PLAN', 'Needling plan - new access']) + '\n')
    n.x('Unit: {sat}   Shift: {s} {sh}\n', s=pick(C.SCHEDULES), sh=pick(C.SHIFTS))
    if chance(0.6):
        n.x('Chair: {ch}\n', ch=P('LOCATION_OTHER', str(R.randint(1, 30))))
    n.add(pt_block(n))
    created = fmt.shift(d0, -R.randint(28, 90))
    n.x('\nAccess: {a}; created {b} by {s} at {h}\n', a=acc[0], b=d(n, created), s=drn(ctx['surg_p'], c, 'surg', pick(['t_last', 't_il', 'full'])),
        h=pick([ctx['hosp'], ctx['hosp_ab']]))
    n.x('Maturation assessment {b}: diameter {dm} mm, depth {dp} mm, flow {f} mL/min (rule of 6s {ok})\n',
        b=d(n, fmt.shift(created, R.randint(28, 50))), dm=C.mm(), dp=str(R.randint(2, 9)), f=str(C.flow()),
        ok=pick(['met', 'not met - depth', 'met except flow']))
    n.x('First cannulation: {b}\n', b=d(n, d0, pick([None, None, 'wd'])))
    tech = 'rope ladder' if graft else pick(['rope ladder', 'buttonhole', 'area (avoid)', 'rope ladder'])
    n.t('\nTechnique: %s%s\n' % (tech, ' - NOT buttonhole (graft)' if graft else ''))
    if tech == 'buttonhole':
        n.x('Buttonhole tracks being created by {a}' + pick([' (same cannulator x 8-10 sessions)', '']) + ' from {b}; blunt needles once tracks established.\n',
            a=nm(ctx['nurse_p'], 'DOCTOR', pick(['full', 'il'])), b=d(n, fmt.shift(d0, R.randint(0, 14))))
    n.t('Needles: %s\n' % pick(['17G x 2 for first 2 weeks, then 16G, then 15G', '16G arterial / 17G venous, upsize after 6 sessions',
                                '15G both (established access)', '17G single-needle only until review']))
    n.t('Arterial needle: %s, >= %d cm from anastomosis. Venous needle: antegrade, >= %d cm above arterial tip.\n' % (
        pick(['antegrade', 'retrograde']), R.randint(3, 5), R.randint(4, 6)))
    n.t('Pump speed: Qb %d -> %d -> %d mL/min over 3 weeks; tourniquet %s; use US/ vein viewer if difficult.\n' % (
        R.randint(180, 220), R.randint(230, 280), R.randint(300, 350), pick(['yes', 'no', 'light only'])))
    n.t('Diagram: [A] %d cm proximal to scar ---- [V] %d cm further, avoid aneurysmal segment at %d cm\n' % (
        R.randint(3, 6), R.randint(5, 8), R.randint(8, 12)))
    staff = [ctx['nurse_p'], ctx['nurse2_p'], ctx['nurse3_p']]
    n.t('\nExperienced cannulators only for first %d sessions: ' % R.randint(4, 8))
    for i, s in enumerate(staff[:R.randint(2, 3)]):
        if i:
            n.t(', ')
        n.add(nm(s, 'DOCTOR', pick(['full', 'il', 'first'])))
    n.t('\nIf 2 failed attempts: stop, do not re-attempt, escalate to nurse in charge / access nurse ')
    n.add(nm(ctx['acc_p'], 'DOCTOR', pick(['full', 'il'])))
    n.x(' ({pl} {ph}).\n', pl=pick(['bleep', 'ext', 'tel', 'mob']), ph=P('PHONE', fmt.bleep(c) if chance(0.5) else fmt.phone(c, ctx['harea'])))
    if chance(0.45):
        n.x('\nSelf-cannulation: pt keen to learn; {rel} {f} will help with home HD training.\n', f=famn(n))
    elif chance(0.4):
        n.x('\nPt works as a {prof} - ask to avoid needling {his} dominant arm on work days.\n')
    if ctx['P'].nick and chance(0.6):
        n.x('Pt prefers to be called {nk}.\n', nk=P('PATIENT', ctx['P'].nick))
    n.x('\nReview date: {b}\n', b=d(n, fmt.shift(d0, R.randint(14, 42))))
    n.t('Plan agreed by: ')
    n.add(nm(ctx['acc_p'], 'DOCTOR', pick(['full', 'il'])))
    n.t(', ')
    n.add(drn(ctx['neph_p'], c, 'dr', pick(['t_last', 't_full'])))
    n.x(' and the patient on {b}\n', b=d(n, fmt.shift(d0, -R.randint(1, 6))))


def fistulogram(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    rad = ctx['rad_p']
    acc = pick(C.ACCESS)
    graft = 'AVG' in acc[1]
    n.t(pick(['INTERVENTIONAL RADIOLOGY REPORT', 'FISTULOGRAM +/- ANGIOPLASTY', 'Procedure Report: Dialysis Access Intervention',
              'IR PROCEDURE NOTE']) + '\n')
    n.x('{h} - {dep} {r}\n', h=pick([ctx['hosp'], ctx['hosp_ab']]), dep=pick(['IR Suite', 'Angio Room', 'Cath Lab', 'IR room']),
        r=P('LOCATION_OTHER', pick(['1', '2', '3', '2A', 'B'])))
    n.add(pt_block(n))
    n.x('Accession: {a}', a=P('IDNUM', fmt.idnum(pick(['ir', 'acc']))))
    if chance(0.6):
        n.x('    {acct_l}: {acct}')
    n.x('\nDate: {b}   Time: {t}\n', b=d(n, d0), t=_tm())
    n.t('Procedure: %s and %s (%s)\n' % (pick(['Fistulogram', 'Graftogram' if graft else 'Fistulogram', 'Venogram + fistulogram']),
                                         pick(['plain balloon angioplasty', 'DCB angioplasty', 'stent-graft placement', 'thrombectomy + PTA']),
                                         pick(C.NEG_CPT)))
    n.x('Operator: {o}   Assistant: {a}   Radiographer: {r}   Nurse: {nn}\n', o=drn(rad, c, 'dr', pick(['t_full', 't_last'])),
        a=drn(ctx['reg_p'], c, 'dr', pick(['t_last', 'full'])), r=nm(ctx['nurse2_p'], 'DOCTOR', pick(['full', 'il'])),
        nn=nm(ctx['nurse3_p'], 'DOCTOR', pick(['full', 'il', 'first'])))
    q1, q2 = C.flow() + 400, C.flow() // 2 + 200
    n.x('Referred by: {a}. Reason: Qa fell from {q1} to {q2} mL/min' + pick(['; prolonged bleeding post needle removal', '; high VP', '; poor flows, Kt/V 1.0', '']) + '.\n',
        a=drn(pick([ctx['neph_p'], ctx['acc_p']]), c, 'dr', pick(['t_last', 'full'])), q1=str(q1), q2=str(q2))
    n.t('Access: %s\n' % acc[0])
    n.t('Consent: written, risks incl. vessel rupture, thrombosis, contrast reaction. Allergies: %s\n\n' % pick(C.ALLERGY))
    n.t('TECHNIQUE: %s puncture of the %s under US guidance, %dFr sheath. Heparin %d IU IA.\n' % (
        pick(['Retrograde', 'Antegrade']), pick(['venous limb', 'outflow vein', 'arterial limb of graft']), pick([5, 6, 7]), pick([2000, 3000, 5000])))
    site = pick(C.STENOSIS_SITES)
    n.t('FINDINGS: %d%% stenosis of the %s. %s Central veins %s.\n' % (R.randint(50, 95), site,
        pick(['Collateral veins noted.', 'No thrombus.', 'Partial thrombus in aneurysm.', '']),
        pick(['patent', 'patent to the RA', 'show 50% L brachiocephalic stenosis'])))
    bal = pick(C.BALLOONS)
    n.t('INTERVENTION: %s %d x %d mm balloon, %d atm x %d min x%d. Residual stenosis %s.\n' % (
        bal, R.randint(5, 12), pick([40, 60, 80]), R.randint(12, 30), R.randint(1, 3), R.randint(1, 3), pick(['<30%', '20%', 'nil', '40% (recoil)'])))
    if chance(0.45):
        stent = pick(C.STENTS)
        n.x('{s} {dm} x {ln} mm stent-graft deployed across {site}; Lot {lot}' + pick(['', ', SN {sn}']) + '.\n',
            s=stent, dm=str(R.randint(7, 13)), ln=str(pick([40, 50, 60, 80, 100])), site=site,
            lot=P('DEVICE', fmt.device_id('lot')), sn=P('DEVICE', fmt.device_id('sn')))
    n.t('Contrast: %s %d mL. Screening time %.1f min. DAP %.1f Gy.cm2.\n' % (
        pick(['Omnipaque 300', 'Visipaque 320', 'Iopamiro 370', 'CO2 + Omnipaque 240']), R.randint(15, 80), R.randint(20, 220) / 10, R.randint(20, 600) / 10))
    n.t('Haemostasis: %s. Complications: %s.\n\n' % (pick(['purse-string suture', 'manual compression 10 min', '2-0 Prolene figure-of-8']),
                                                      pick(['none', 'nil', 'minor haematoma', 'transient spasm, resolved'])))
    n.t('CONCLUSION / PLAN:\n- Successful treatment of %s stenosis.\n' % site)
    n.x('- Use access for dialysis {w}.\n', w=pick(['same day', 'from next session', ['on ', d(n, fmt.shift(d0, 1), 'wd')]]))
    n.x('- Repeat Qa in 4 weeks; re-refer if Qa < 600 mL/min.\n')
    if chance(0.3):
        n.x('- Images stored on PACS ({ip}).\n', ip=P('IPADDR', fmt.ip_private()))
    n.t('\nReported by ')
    n.add(drn(rad, c, 'dr', 't_full'))
    n.x(' on {b} {t}', b=d(n, d0), t=_tm())
    if chance(0.5):
        ll, lv = fmt.license_(c)
        n.x(' ({ll} {lv})', ll=ll, lv=P('LICENSE', lv))
    n.t('\n')
    if chance(0.3):
        n.x('cc: {sat}; {gp}\n', gp=gp_line(n))


def line_insertion(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    op, sup = pick([ctx['reg_p'], ctx['rad_p']]), ctx['neph_p']
    n.t(pick(['TUNNELLED DIALYSIS CATHETER INSERTION RECORD', 'Central Venous Access Device - Insertion Record',
              'Line insertion note', 'DIALYSIS LINE INSERTION']) + '\n')
    n.add(pt_block(n))
    where = R.randrange(3)
    if where == 0:
        n.x('Location: {w}, bed {b}\n', w=ctx['ward'], b=P('LOCATION_OTHER', str(R.randint(1, 32))))
    elif where == 1:
        n.x('Location: IR room {r}, {h}\n', r=P('LOCATION_OTHER', str(R.randint(1, 4))), h=ctx['hosp'])
    else:
        n.x('Location: Renal procedure room, {h}\n', h=pick([ctx['hosp'], ctx['hosp_ab']]))
    n.x('Date: {b}   Time out: {t}\n', b=d(n, d0), t=_tm())
    n.x('Operator: {o}   Supervisor: {s}\nAssistant: {a}\n', o=drn(op, c, 'dr', pick(['t_full', 'full', 't_il'])),
        s=drn(sup, c, 'dr', pick(['t_last', 't_full'])), a=nm(ctx['nurse_p'], 'DOCTOR', pick(['full', 'il'])))
    n.t('Indication: %s\n' % pick(['urgent HD start (K 6.8, fluid overload)', 'failed AVF, awaiting revision', 'bridge while fistula matures',
                                    'line infection - replacement after line holiday', 'exchange over wire for poor flows']))
    n.t('Pre-procedure: INR %.1f, Plt %d, Hb %s, K %.1f. Consent form %s signed. Safety checklist completed.\n' % (
        R.randint(9, 16) / 10, R.randint(90, 380), C.hb(c), R.randint(38, 70) / 10, pick(['1', '4', 'A'])))
    vein = pick(['Right IJV', 'Right IJV', 'Left IJV', 'Right femoral vein', 'Right EJV', 'Left femoral vein'])
    n.t('Site: %s, tunnelled to %s. US: vein patent and compressible. Seldinger technique, %s.\n' % (
        vein, 'thigh' if 'femoral' in vein else 'chest wall', pick(['2% lidocaine 10 mL', 'lidocaine 1% 20 mL + sedation', 'LA only'])))
    cat = pick(C.CATHETERS)
    n.x('Catheter: {cat}, {l} cm tip-to-cuff; REF {ref}; Lot {lot}\n', cat=cat, l=str(pick([15, 19, 23, 24, 28, 32])),
        ref=pick(['8888145019', 'CX-22142', '5620-155', 'H965-3']), lot=P('DEVICE', fmt.device_id('lot')))
    n.t('Tip position: %s on %s.\n' % (pick(['cavo-atrial junction', 'right atrium', 'upper RA']), pick(['fluoroscopy', 'CXR', 'fluoro + CXR'])))
    n.t('Lock: %s; arterial %.1f mL, venous %.1f mL (as per lumen volume).\n' % (
        pick(['heparin 5000 units/mL', 'TauroLock-HEP500', 'citrate 4%', 'heparin 1000 units/mL']), R.randint(14, 22) / 10, R.randint(14, 22) / 10))
    n.t('Sutures: 2-0 silk at exit site, remove at %d weeks. Cuff %d cm from exit site.\n' % (R.randint(2, 4), R.randint(1, 3)))
    n.t('EBL minimal. Complications: %s.\n\n' % pick(['none', 'arterial puncture x1 - pressure, no sequelae', 'nil', 'none; 2 passes']))
    n.x('Post-procedure CXR {r}: no pneumothorax.\n', r=P('IDNUM', fmt.idnum('acc')) if chance(0.5) else 'reviewed')
    n.t('Plan: line ready to use. Do not use for bloods unless in emergency. Weekly dressing with chlorhexidine.\n')
    if chance(0.35):
        n.x('Pt informed line card given; {rel} {f} present.\n', f=famn(n))
    if chance(0.3):
        n.x('Pt identity confirmed - wristband + fingerprint ID {b}.\n', b=P('BIOID', fmt.bioid('finger')))
    n.t('\n')
    n.add(doc_sig(n, 'reg' if op is ctx['reg_p'] else 'rad', 'neph' if op is ctx['reg_p'] else 'rad', lines=False))
    n.t('\n')
    n.x('Documented by: {u} on {b} {t}\n', u=P('USERNAME', uname(op)), b=d(n, d0), t=_tm())
