"""Genres: dialysis unit access problem report, MDT access meeting outcome,
transport-to-dialysis booking."""
from core import R, P, pick, chance, digits, sample
import fmt
import clin as C
import pools_names as PN
import pools_places as PP
from ctx import d, dob, age, ptn, drn, nm, doc_sig, gp_line, pt_block, famn, title, uname, cred, Person, address


def _tm():
    return '%02d:%02d' % (R.randint(6, 21), R.randint(0, 59))


def access_problem(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    acc = pick(C.ACCESS + C.LINES)
    kind = 'line' if acc in C.LINES else 'avf'
    fit = [p for p in C.PROBLEMS if p[2] in (kind, 'any')]
    probs = sample(fit, R.randint(1, 2))
    nurse = ctx['nurse_p']
    n.t(pick(['DIALYSIS UNIT - VASCULAR ACCESS PROBLEM REPORT', 'Access Problem / Escalation Form',
              'ACCESS CONCERN REPORT', 'Haemodialysis access problem log' if c not in ('US', 'CA') else 'Hemodialysis access problem log']) + '\n')
    n.x('Unit: {sat}   {cl} {ch}   Shift: {sc} {sh}\n', cl=pick(['Chair', 'Station', 'Bay 2 chair', 'Pod B station']),
        ch=P('LOCATION_OTHER', str(R.randint(1, 28))), sc=pick(C.SCHEDULES), sh=pick(C.SHIFTS))
    n.x('Date of event: {b}   Time: {t}\n', b=d(n, d0, pick([None, None, 'wd'])), t=_tm())
    n.add(pt_block(n, pick(['banner', 'sticker', 'rows'])))
    if chance(0.25):
        n.x('Identity confirmed by palm-vein reader ({b})\n', b=P('BIOID', fmt.bioid('palm')))
    n.t('Access: %s\n\n' % acc[0])
    n.t('Problem:\n')
    chosen = [p[0] for p in probs]
    names = [p[0] for p in C.PROBLEMS if p[0] not in chosen]
    shown = sample(names, R.randint(3, 6)) + chosen
    R.shuffle(shown)
    for nm_ in shown:
        n.t('  [%s] %s\n' % ('x' if nm_ in [p[0] for p in probs] else ' ', nm_))
    n.t('\nDescription: ')
    n.t(' '.join(p[1][0].upper() + p[1][1:] + '.' for p in probs))
    n.t(' Pre-HD BP %d/%d, wt %.1f kg (IDWG %.1f kg).\n' % (R.randint(100, 190), R.randint(50, 100), R.randint(450, 1300) / 10, R.randint(5, 45) / 10))
    n.t('\nAction taken: ')
    n.t(' '.join(p[3][0].upper() + p[3][1:] for p in probs) + '\n')
    reg = ctx['reg_p']
    short = chance(0.6)
    n.x('Escalated to {r} ({g}) via {pl} {ph} at {t}; ', r=drn(reg, c, 'dr', pick(['t_last', 't_full', 't_il'])),
        g=pick(['renal SpR', 'renal reg', 'on-call nephrology fellow', 'renal registrar', 'resident']),
        pl=pick(['bleep', 'pager', 'bleep']) if short else pick(['switchboard', 'phone', 'mobile']),
        ph=P('PHONE', fmt.bleep(c) if short else fmt.phone(c, ctx['harea']) + (fmt.ext() if chance(0.3) else '')),
        t=_tm())
    n.t(pick(['advised to list for urgent fistulogram.', 'advised duplex and review at next session.',
              'reviewed on unit, plan as below.', 'advised ED for surgical review.']) + '\n')
    n.x('Referred to: {a}, access nurse' + pick([' (ext {e})', '', ' - {e}']) + '\n', a=nm(ctx['acc_p'], 'DOCTOR', pick(['full', 'il'])),
        e=P('PHONE', fmt.bleep(c)))
    if chance(0.55):
        n.x('Incident ref: {r}\n', r=P('IDNUM', fmt.idnum('inc')))
    if chance(0.3):
        n.x('{rel} {f} informed by phone ({fam_phone}).\n', f=famn(n))
    if chance(0.2):
        n.x('Pt drives to unit; car {v} left in bay - {rel} to collect.\n', v=P('VEHICLE', fmt.plate(c)))
    n.x('\nReported by: {a}, {cr}   Date: {b}\n', a=nm(nurse, 'DOCTOR', pick(['full', 'fml', 'il'])), cr=cred(c, 'nurse'), b=d(n, d0))
    n.x('User: {u}' + pick(['', '   Reviewed by NIC: {nic}']) + '\n', u=P('USERNAME', uname(nurse)),
        nic=nm(ctx['nurse2_p'], 'DOCTOR', pick(['full', 'il', 'first'])))


MDT_CASES = [
    ('avf', 'failure to mature at 8 weeks (flow 310 mL/min)', ['fistulogram + balloon-assisted maturation',
                                                                'ligate competing side branch', 'abandon; list for contralateral BCF']),
    ('avf', 'recurrent cephalic arch stenosis - 3rd PTA in 9 months', ['fistulogram + DCB', 'stent-graft to cephalic arch',
                                                                       'cephalic vein turndown']),
    ('line', 'TCVC dependent, exhausted L arm veins', ['CT venogram then consider HeRO graft', 'list for R BCF', 'PD assessment instead']),
    ('avf', 'steal syndrome, DRIL vs banding', ['DRIL procedure', 'MILLER banding', 'ligation if symptoms progress']),
    ('avf', 'aneurysm with skin thinning', ['aneurysmorrhaphy', 'urgent surgical review - risk of rupture']),
    ('line', 'recurrent line infections (2 in 6 months)', ['line exchange + taurolidine lock', 'expedite AVF (vein mapping booked)']),
    ('avf', 'high flow AVF 2.4 L/min, breathlessness', ['MILLER banding', 'echo then banding']),
    ('none', 'pre-emptive - eGFR 9, vein mapping done', ['list for L RCF', 'list for R BCF', 'conservative - re-discuss in 3/12']),
    ('avf', 'deep fistula (9 mm), difficult cannulation', ['superficialisation', 'lipectomy + superficialisation']),
    ('line', 'line not aspirating despite alteplase', ['line exchange over wire', 'linogram']),
]


def mdt(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    n.t(pick(['VASCULAR ACCESS MDT - OUTCOMES', 'Access MDM outcome summary', 'Renal Access Multidisciplinary Meeting',
              'ACCESS MDT OUTCOME FORM']) + '\n')
    n.x('Date: {b}   Venue: {v}\n', b=d(n, d0, pick([None, 'wd'])), v=pick([[ctx['hosp'], ' Renal Seminar Room'], 'MS Teams',
                                                                           [ctx['hosp_ab'], ' Seminar Room ', P('LOCATION_OTHER', str(R.randint(1, 9)))],
                                                                           'Zoom (hybrid)']))
    staff = [('surg', 'vascular surgeon', 'surg'), ('neph', 'nephrologist', 'dr'), ('rad', 'IR', 'dr'),
             ('acc', 'access nurse', None), ('sono', 'vascular scientist', None), ('nurse', 'unit manager', None),
             ('reg', 'renal registrar', 'dr')]
    n.t('Chair: ')
    n.add(drn(ctx['surg_p'], c, 'surg', pick(['t_full', 'full'])))
    n.t('\nPresent: ')
    pres = sample(staff, R.randint(4, 7))
    for i, (k, role, kind) in enumerate(pres):
        if i:
            n.t(', ')
        if kind:
            n.add(drn(ctx[k + '_p'], c, kind, pick(['t_last', 'full', 't_il'])))
        else:
            n.add(nm(ctx[k + '_p'], 'DOCTOR', pick(['full', 'il', 'first'])))
        n.t(' (%s)' % role)
    if chance(0.5):
        n.t('\nApologies: ')
        n.add(nm(Person(), 'DOCTOR', pick(['full', 'il'])))
    if chance(0.4):
        n.x('\nMinutes: {a}', a=nm(ctx['clerk_p'], 'DOCTOR', pick(['full', 'il'])))
    n.t('\n\n')
    k = R.randint(1, 4)
    for i in range(k):
        if i == 0:
            pname = ptn(n, pick(['full', 'LF', 'fml']))
            pm = ctx['mrn']
            pa = [P('AGE', str(ctx['age_n'])), ctx['MF']]
        else:
            q = Person()
            pname = nm(q, 'PATIENT', pick(['full', 'LF', 'fml']))
            pm = P('MRN', fmt.mrn(c))
            pa = [P('AGE', str(R.randint(24, 90))), q.sex]
        case = pick(MDT_CASES)
        acc = pick(C.LINES)[0] if case[0] == 'line' else pick(C.ACCESS)[0] if case[0] == 'avf' else 'none (pre-dialysis)'
        unit = pick([ctx['sat'], P('HOSPITAL', pick(PP.SAT_FORMS[c]).format(s=pick(PP.HOSP_STEMS))), ctx['hosp_ab']])
        n.x('{i}. {p} ({m}) {a}, {u}\n', i=str(i + 1), p=pname, m=pm, a=pa, u=unit)
        n.t('   Current access: %s. Issue: %s.\n' % (acc, case[1]))
        n.t('   Outcome: %s.\n' % pick(case[2]))
        n.x('   Action: {a} to {w} by {b}.\n', a=nm(pick([ctx['acc_p'], ctx['reg_p'], ctx['clerk_p']]), 'DOCTOR', pick(['ini', 'first', 'il'])),
            w=pick(['book', 'request imaging', 'consent and list', 'write to GP', 'discuss with pt']),
            b=d(n, fmt.shift(d0, R.randint(7, 60)), pick([None, 'short'])))
        if i == 0 and chance(0.35):
            n.x('   Note: pt is a {prof}; wishes to avoid surgery before {b}.\n', b=d(n, fmt.shift(d0, R.randint(30, 120)), pick(['month', None])))
        n.t('\n')
    n.x('Next MDT: {b}\n', b=d(n, fmt.shift(d0, 14 * R.randint(1, 4))))
    if chance(0.3):
        n.x('Outcomes circulated to {e}\n', e=n.ctx['hosp_email'])


def transport(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    org = P('ORGANIZATION', pick(PP.TRANSPORT_ORGS))
    clerk = ctx['clerk_p']
    v = R.randrange(3)
    n.t(pick(['PATIENT TRANSPORT BOOKING - RENAL DIALYSIS', 'Dialysis Transport Request', 'NON-EMERGENCY TRANSPORT BOOKING',
              'Transport booking confirmation']) + '\n')
    n.x('Booking ref: {r}   Provider: {o}\n', r=P('IDNUM', fmt.idnum('book')), o=org)
    n.x('Booked by: {a} ({u}) on {b} {t}\n', a=nm(clerk, 'DOCTOR', pick(['full', 'il'])), u=P('USERNAME', uname(clerk)), b=d(n, d0), t=_tm())
    n.t('\n')
    if v == 0:
        n.x('Patient: {p}   DOB: {b}   Age: {a}\n', p=ptn(n, pick(['LF', 'full', 'lf'])), b=dob(n), a=age(n, 'plain'))
    else:
        n.x('Name: {p}\nDOB: {b}\n', p=ptn(n, pick(['LF', 'full', 'LFm'])), b=dob(n))
    if ctx['nat'] and chance(0.7):
        n.x('{nat_l}: {nat}\n')
    else:
        n.x('{mrn_l}: {mrn}\n')
    if c == 'US':
        n.x('{hp_l}: {hp}' + pick(['', '   Payer: {ins}']) + '\n', ins=P('ORGANIZATION', pick(PP.INSURERS)))
        if chance(0.45):
            n.x('{ssn_l}: {ssn}\n')
    elif c in ('AU', 'CA', 'IE') and chance(0.6):
        n.x('{hp_l}: {hp}\n')
        if chance(0.3) and ctx['ssn']:
            n.x('{ssn_l}: {ssn}\n')
    n.x('\nPICK-UP: {a}\n', a=ctx['pt_addr'] if v else ctx['pt_addr_block'])
    n.x('Phone: {pt_phone}' + pick(['   Mobile: {pt_mobile}', '']) + '\n')
    if chance(0.4):
        n.t('Access: ' + pick(['key safe at front door', 'ring bell, lives ground floor', 'lift to 4th floor', 'side gate - dog in house']) + '\n')
    n.x('DESTINATION: {sat}, {sat_addr}\n')
    sched = pick(C.SCHEDULES)
    h1 = pick([6, 7, 11, 12, 16, 17])
    m1 = pick([0, 15, 30])
    n.x('Schedule: {s}, arrive {t1} for {t2} chair; return approx {t3}\n', s=sched,
        t1='%02d:%02d' % (h1, m1), t2='%02d:%02d' % (h1 + (m1 + 30) // 60, (m1 + 30) % 60),
        t3='%02d:%02d' % (h1 + R.randint(4, 5), pick([0, 15, 30, 45])))
    n.x('Start date: {b}' + pick(['   Until further notice', '   End date: {e}']) + '\n', b=d(n, fmt.shift(d0, R.randint(1, 14)), pick([None, 'wd'])),
        e=d(n, fmt.shift(d0, R.randint(30, 120))))
    n.t('Mobility: %s\n' % pick(['walks with frame', 'own wheelchair - needs wheelchair vehicle', 'stretcher (bariatric)', 'independent',
                                  'walks with stick, 1 crew assist', 'transfers with 2']))
    if chance(0.6):
        n.x('Escort: {rel} {f}' + pick([' ({fam_phone})', '']) + '\n', f=famn(n))
    n.t('Access precautions: %s\n' % pick(['L arm fistula - no BP cuff, do not lift by L arm', 'chest line - keep dry, no pulling on dressing',
                                            'R arm graft - no tight straps', 'fistula arm bandaged post-HD - check for bleeding']))
    n.t('Oxygen: %s   Infection status: %s\n' % (pick(['no', '2 L/min', 'own concentrator']), pick(['nil', 'MRSA +ve', 'CPE screen neg'])))
    if chance(0.85):
        n.x('\nVehicle: {v}' + pick(['  ({vt})', '']) + '   Crew: {c1}' + pick([' / {c2}', '']) + '\n', v=P('VEHICLE', fmt.plate(c)),
            vt=pick(['WAV', 'stretcher', 'car', 'ambulette', 'minibus']), c1=nm(ctx['nurse3_p'], 'DOCTOR', pick(['full', 'first', 'il'])),
            c2=nm(Person(), 'DOCTOR', pick(['full', 'first'])))
    if chance(0.2):
        n.x('Fleet VIN: {v}\n', v=P('VEHICLE', fmt.vin()))
    n.t('\nNotes: ')
    n.x(pick(['Ring {rel} {f} on {fam_phone} if no answer.', 'Pt hard of hearing - knock loudly.',
              'Pt may be dizzy after dialysis - wait until seen by nurse.', 'Interpreter not needed; speaks good English.',
              'Pt attends day centre on {wd} - collect from there.']) + '\n', f=famn(n), wd=P('DATE', fmt.WD[fmt.shift(d0, 3).weekday()]))
    if chance(0.4):
        n.x('Confirmation sent to {e}\n', e=pick([ctx['hosp_email'], P('EMAIL', '%s@%s' % (pick(['dialysis.transport', 'pts.bookings', 'renal.transport']), ctx['dom']))]))
    if chance(0.35):
        n.x('Track booking: {u}\n', u=P('URL', pick(['https://transport.example.org/track/', 'www.example.net/pts/booking/', 'https://rides.example.com/b/']) + digits(6)))
    n.x('Enquiries: {o} {ph}\n', o=pick(['transport desk', 'control room', 'bookings']), ph=P('PHONE', fmt.phone(c, ctx['harea'])))
