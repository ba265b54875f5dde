"""Multi-patient board and list genres: OR schedule export, PACU board, case cancellation log."""
import pools as P
from core import Note, table
from common import (proc_short, pt, dr, drt, hosp, addmin, extseg, pagerseg, famrel, phone_lab)

STATUS = ['Scheduled', 'Confirmed', 'In Room', 'Pre-op', 'Add-on', 'Delayed', 'Booked', 'Checked In', 'Holding']


def _sched_note(g, c):
    k = g.ri(0, 17)
    if k == 0:
        return 'latex allergy'
    if k == 1:
        return 'MRSA - contact prec'
    if k == 2:
        return 'OSA/CPAP, BMI ' + str(g.ri(38, 52))
    if k == 3:
        return 'needs C-arm'
    if k == 4:
        return 'interpreter: ' + g.ch(P.LANGUAGES)
    if k == 5:
        return 'frozen section'
    if k == 6:
        return 'JW - no blood products'
    if k == 7:
        rel, f = famrel(g, c)
        return ['ride: ', (f.form(g.ch(['full', 'first'])), 'FAMILY'), ' (' + rel + ')']
    if k == 8:
        return ['pt cell ', (g.phone(), 'PHONE')]
    if k == 9:
        return ['transfer from ', hosp(g.hospital(), g.maybe(0.5))]
    if k == 10:
        return ['inpt ', (g.unit(), 'HOSPITAL'), ' rm ', (g.bed(), 'LOCATION_OTHER')]
    if k == 11:
        return 'DOS HCG'
    if k == 12:
        return ['lives in ', (g.city(), 'CITY'), ' - 2h drive']
    if k == 13:
        return 'implant set confirmed'
    if k == 14:
        return 'K+ recheck in holding'
    if k == 15:
        return ['prev case ', (g.caseid(), 'IDNUM'), ' cxl']
    return ''


def or_schedule(g):
    n = Note()
    h = g.hospital()
    d = g.workday()
    mst = g.ri(0, 5)
    cases = [g.case(hosp=h, date=d, mrn_st=mst) for _ in range(g.ri(6, 12))]
    rooms = sorted({int(r): r for r in [g.room() for _ in range(g.ri(2, 5))]}.values(), key=int)
    slot = {}
    for c in cases:
        c.room = g.ch(rooms)
        hh, mm = slot.get(c.room, (7, g.ch([15, 30, 30, 45])))
        c.start_h, c.start_m = hh, mm
        nh, nm = addmin(hh, mm, c.mins + g.ch([20, 30, 30, 45]))
        nm = (nm // 5) * 5
        slot[c.room] = (nh, nm)
    cases.sort(key=lambda c: (int(c.room), c.start_h, c.start_m))
    style = g.ch(['csv', 'tsv', 'pipe', 'fixed', 'fixed', 'bars', 'semi'])
    colset = g.ri(0, 3)
    pf = g.ch(['LF', 'lf', 'lfm', 'LFI', 'LFc'])
    sf = g.ch(['last', 'LAST', 'lfi', 'fil', 'lf'])
    tst = g.ri(0, 2) if colset != 2 else 1
    user = g.username(g.person())
    if style in ('csv', 'tsv', 'semi'):
        n.line('# ', hosp(h), ' | ', g.ch(['Surgical Services', 'Perioperative Services', 'OR Scheduling']))
        n.line('# Schedule date: ', (g.d(d), 'DATE'))
        n.line('# Exported by ', (user, 'USERNAME'), ' at ', g.tm(g.ri(4, 6), g.ri(0, 59)),
               ' on ', (g.d(g.plus(d, -g.ri(0, 1))), 'DATE'))
    else:
        n.line(hosp(h, g.maybe(0.4)), g.ch([' - Main OR', ' OR', ' Surgical Suite', ' Day Surgery', ' Operating Rooms']))
        n.line(g.ch(['DAILY OR SCHEDULE', 'OR Schedule', 'Surgical Schedule - Final', 'Tomorrow\'s OR List']), '  ',
               (g.d(d, g.ch(['wd_long', g.ds, 'wd_md', 'wd_iso'] if not g.ca else ['wd_long', g.ds, 'wd_iso'])), 'DATE'))
        if g.maybe(0.5):
            n.line('Printed ', (g.d(g.plus(d, -1)), 'DATE'), ' ', g.tm(g.ri(14, 19), g.ri(0, 59)), ' by ', (user, 'USERNAME'))
        n.t('\n')
    if colset == 0:
        heads = ['Room', 'Start', 'Patient', 'MRN', 'Age/Sex', 'Procedure', 'Surgeon', 'Anes', 'Case #']
    elif colset == 1:
        heads = ['OR', 'Time', 'Est', 'Patient Name', 'DOB', 'MRN', 'Procedure (CPT)', 'Surgeon', 'Anesthesia', 'Notes']
    elif colset == 2:
        heads = ['Rm', 'In', 'Pt', 'Acct', 'Proc', 'Surgeon', 'Anesthesiologist', 'Type', 'ASA', 'Status']
    else:
        heads = ['OR', 'Start', 'Case ID', 'Patient', 'Age', 'Sex', 'Procedure', 'Surgeon', 'Anesthesia', 'Comments']
    ags = g.ri(0, 7)
    rows = []
    or_prefix = colset == 1 and g.maybe(0.5)
    for c in cases:
        room = ['OR ', (c.room, 'LOCATION_OTHER')] if or_prefix else (c.room, 'LOCATION_OTHER')
        start = g.tm(c.start_h, c.start_m, tst)
        if colset == 0:
            r = [room, start, pt(c, pf), (c.mrn, 'MRN'), g.agesex(c, ags), proc_short(g, c),
                 dr(c.surgeon, sf), c.proc[5], (c.caseid, 'IDNUM')]
        elif colset == 1:
            r = [room, start, str(c.mins), pt(c, pf), (g.d(c.dob), 'DATE'), (c.mrn, 'MRN'),
                 c.proc[0] + ' (' + c.proc[1] + ')', dr(c.surgeon, sf), c.proc[5], _sched_note(g, c)]
        elif colset == 2:
            r = [room, start, pt(c, pf), (c.acct, 'ACCOUNT'), proc_short(g, c), dr(c.surgeon, sf),
                 dr(c.anes, sf), c.proc[5], c.asa.split()[1], g.ch(STATUS)]
        else:
            r = [room, start, (c.caseid, 'IDNUM'), pt(c, pf), (str(c.age), 'AGE'), c.sex, proc_short(g, c),
                 dr(c.surgeon, sf), [dr(c.anes, sf), '/', dr(c.crna, sf)] if g.maybe(0.5) else dr(c.anes, sf),
                 _sched_note(g, c)]
        rows.append(r)
    table(n, heads, rows, style)
    if style in ('csv', 'tsv', 'semi'):
        return n
    n.t('\n')
    first = min((c.start_h, c.start_m) for c in cases)
    n.line('Total cases: ', str(len(cases)), '   Rooms running: ', str(len(set(c.room for c in cases))),
           '   First case start ', g.tm(first[0], first[1]))
    if g.maybe(0.7):
        n.line('Add-ons / changes: OR control desk ', extseg(g))
    if g.maybe(0.6):
        n.line('Anesthesia coordinator: ', drt(g, g.staff('anes')), '  ', pagerseg(g))
    if g.maybe(0.5):
        rn = g.staff('rn')
        n.line('Charge RN: ', dr(rn, 'full'), ', ', rn.cred, '  ', phone_lab(g), (g.phone(ext=g.maybe(0.3)), 'PHONE'))
    if g.maybe(0.3):
        n.line('Questions: ', (g.email(dept='orbooking'), 'EMAIL'))
    if g.maybe(0.4):
        n.line('Cases in the ', (g.ch(P.BUILDINGS), 'LOCATION_OTHER'),
               ' use the 2nd floor holding area.')
    n.line(g.ch(['CONFIDENTIAL - contains PHI. Do not post in public areas.', 'Schedule subject to change.',
                 'Do not leave printed schedules unattended.', '']))
    return n


def _dispo(g, c):
    if c.proc[1] == '33533':
        return 'CVICU'
    if c.proc[1] == '61510':
        return g.ch(['NSICU', 'ICU', ['→ ', (g.unit(), 'HOSPITAL'), ' step-down bed ', (g.bed(), 'LOCATION_OTHER')]])
    k = g.ri(0, 8)
    if k in (0, 1, 2):
        return ['→ ', (g.unit(), 'HOSPITAL'), g.ch([' rm ', ' ', ' bed ', ' #']), (g.bed(), 'LOCATION_OTHER')]
    if k == 3:
        rel, f = famrel(g, c)
        return ['home w/ ' + rel + ' ', (f.form(g.ch(['first', 'full'])), 'FAMILY')]
    if k == 4:
        return 'Phase II'
    if k == 5:
        return g.ch(['SICU', 'step-down']) if c.proc[6] >= 140 else 'Phase II'
    if k == 6:
        return ['transfer ', hosp(g.hospital(), True)]
    if k == 7:
        return 'awaiting bed'
    return 'home'


def pacu_board(g):
    n = Note()
    h = g.hospital()
    d = g.workday()
    ncase = g.ri(5, 11)
    cases = []
    while len(cases) < ncase:
        c = g.case(hosp=h, date=d)
        if c.proc[1] != '33533':
            cases.append(c)
    bays = sorted(g.r.sample(range(1, 25), ncase))
    style = g.ch(['pipe', 'fixed', 'bars', 'lines', 'lines', 'fixed'])
    pf = g.ch(['last3', 'LFI', 'lf', 'LF', 'lfi'])
    now_h = g.ri(10, 17)
    n.line(g.ch(['PACU PHASE I BOARD', 'PACU Tracking Board', 'Recovery Room Status', 'PACU / PARR Census',
                 'Post-Anaesthesia Care Unit - Board']), ' - ', hosp(h, g.maybe(0.6)))
    n.line((g.d(d, g.ch([g.ds, 'wd_md' if not g.ca else 'wd_iso', g.ds])), 'DATE'), '  as of ', g.tm(now_h, g.ri(0, 59)),
           '   Census ', str(ncase), '/', str(g.ch([16, 20, 24])))
    ch = g.staff('rn')
    n.line('Charge RN: ', dr(ch, g.ch(['full', 'first', 'fil'])), '  ', extseg(g), '   PACU anes: ', drt(g, g.staff('anes')),
           ' ', pagerseg(g))
    n.t('\n')
    rows = []
    waiting = []
    for b, c in zip(bays, cases):
        ih = g.ri(7, now_h - 1)
        im = g.ri(0, 59)
        rows.append([(str(b) if g.maybe(0.8) else str(b) + g.ch('AB'), 'LOCATION_OTHER'), pt(c, pf), g.agesex(c, g.ri(0, 4)),
                     proc_short(g, c), dr(c.surgeon, g.ch(['last', 'LAST', 'fil'])), c.proc[5], g.tm(ih, im, 1),
                     str(g.ri(6, 10)), '%d/10' % g.ri(0, 8), _dispo(g, c)])
        if rows[-1][-1] == 'awaiting bed':
            waiting.append(c)
    heads = ['Bay', 'Patient', 'Age', 'Procedure', 'Surgeon', 'Anes', 'In', 'Ald', 'Pain', 'Dispo']
    if style == 'lines':
        blab = g.ch(['Bay ', 'Bed ', 'Bay '])
        for r in rows:
            n.line(blab, r[0], '  ', r[1], '  ', r[2], '  ', r[3], '  ', g.ch(['Dr ', '']), r[4],
                   '  in ', r[6], '  Ald ', r[7], '  pain ', r[8], '  ', r[9])
    else:
        table(n, heads, rows, style)
    n.t('\n')
    if waiting:
        c = g.ch(waiting)
        n.line('HOLD: ', pt(c, pf), ' waiting on ', (g.unit(), 'HOSPITAL'), ' bed since ', g.tm(g.ri(9, 13), g.ri(0, 59)),
               ', bed request # ', (g.order(), 'IDNUM'))
    if g.maybe(0.5):
        c = g.ch(cases)
        rel, f = famrel(g, c)
        n.line('Family: ', rel, ' ', (f.form('full'), 'FAMILY'), ' for ', pt(c, g.ch(['last', 'lf'])), ' - ', phone_lab(g),
               (g.phone(), 'PHONE'), g.ch([' (updated 12:10)', ' - call when in Phase II', ' - in surgical waiting']))
    if g.maybe(0.4):
        c = g.ch(cases)
        n.line('Isolation: ', pt(c, pf), ' - contact precautions (MRSA)')
    if g.maybe(0.35):
        c = g.ch(cases)
        n.line('Interpreter booked for ', pt(c, 'last'), ' (', g.ch(P.LANGUAGES), ') via ', (g.ch(P.INTERP_COS), 'ORGANIZATION'),
               ', ID #', (g.digits(5), 'IDNUM'))
    if g.maybe(0.4):
        n.line('Next in: ', g.ch(['OR ', 'Rm ']), (g.room(), 'LOCATION_OTHER'), ' ~', g.tm(now_h, g.ri(0, 59)), ' - ',
               g.ch(['lap chole', 'TKA', 'cysto', 'ACDF', 'T&A']))
    n.line(g.ch(['Aldrete >= 9 for Phase I discharge.', 'Pain goal <= 4/10.', 'PONV protocol in effect.', '']))
    return n


def _cxl_detail(g, c, code, text):
    k = g.ri(0, 9)
    if code == 'PT-RIDE' and g.maybe(0.8):
        rel, f = famrel(g, c)
        return [text + '; ' + rel + ' ', (f.form(g.ch(['full', 'first'])), 'FAMILY'), ' unable to come']
    if code == 'ADMIN' and 'insurance' in text:
        return [text + ' - ', (g.insurer(), 'ORGANIZATION'), ' member ', (g.member(), 'HEALTHPLAN')]
    if k == 0:
        return [text + '; pt travelling in ', (g.country_name(), 'COUNTRY'), ' until ', (g.d(g.plus(c.date, g.ri(5, 30))), 'DATE')]
    if code == 'PT-NS' and k in (5, 6):
        return [text + '; ', g.ch(['3 calls to ', 'VM left at ']), (g.phone(), 'PHONE')]
    if k == 1:
        return [text + '; pt notified at ', (g.phone(), 'PHONE')]
    if k == 2:
        return [text + ' per ', drt(g, c.anes)]
    if k == 3:
        return [text + '; d/w ', drt(g, c.surgeon, 'last')]
    if k == 4 and c.age < 90:
        prof = g.profession()
        return [text + '; pt is ' + ('an ' if prof[0] in 'aeiou' else 'a '), (prof, 'PROFESSION'), ', needs rebook after shift rotation']
    return text


def cancellation_log(g):
    n = Note()
    h = g.hospital()
    d0 = g.workday().replace(day=1)
    nrow = g.ri(5, 12)
    cases = []
    for i in range(nrow):
        dd = g.workday_near(d0, 0, 24)
        c = g.case(hosp=h, date=dd)
        cases.append(c)
    cases.sort(key=lambda c: c.date)
    style = g.ch(['csv', 'pipe', 'fixed', 'bullets', 'bullets', 'tsv'])
    clerk = g.person()
    cu = g.username(clerk)
    n.line(hosp(h, g.maybe(0.3)), ' - ', g.ch(['Day-of-Surgery Cancellation Log', 'Case Cancellation Report',
                                               'OR Cancellations / Delays', 'Surgical Cancellation Tracking']))
    n.line('Period: ', (g.d(d0, g.ch(['mon_y', 'mon3_y'])), 'DATE'), g.ch(['', ' (weeks 1-4)']), '   Prepared by ',
           (clerk.form('full'), 'DOCTOR'), ', ' + g.ch(['OR scheduling clerk', 'Periop business analyst', 'Booking coordinator']))
    n.t('\n')
    rows = []
    codes = {}
    for c in cases:
        code, text = g.ch(P.CANCEL_REASONS)
        codes[code] = codes.get(code, 0) + 1
        det = _cxl_detail(g, c, code, text)
        reb = (g.d(g.plus(c.date, g.ri(7, 60))), 'DATE') if g.maybe(0.6) else g.ch(['TBD', 'pending', 'not rebooked', 'TBD'])
        ent = (g.username(g.person()) if g.maybe(0.5) else cu, 'USERNAME')
        c.code, c.det, c.reb, c.ent = code, det, reb, ent
        rows.append([(g.d(c.date), 'DATE'), (c.caseid, 'IDNUM'), pt(c, g.ch(['LF', 'lf'])), (c.mrn, 'MRN'), (str(c.age), 'AGE'),
                     dr(c.surgeon, g.ch(['last', 'lf'])), proc_short(g, c), code, det, reb, ent])
    heads = ['Date', 'Case #', 'Patient', 'MRN', 'Age', 'Surgeon', 'Procedure', 'Code', 'Detail', 'Rebooked', 'Entered by']
    if style == 'bullets':
        bullet = g.ch(['- ', '* ', '• '])
        for c in cases:
            n.line(bullet, (g.d(c.date, g.ch([g.ds, 'wd_md' if not g.ca else 'wd_iso'])), 'DATE'), ' - ',
                   g.ch(['OR ', 'Rm ']), (c.room, 'LOCATION_OTHER'), ' - ', pt(c, g.ch(['lf', 'full'])), ' (', g.ch(['MRN ', '#']),
                   (c.mrn, 'MRN'), '), ', proc_short(g, c), ' w/ ', drt(g, c.surgeon, 'last'), ': cancelled [', c.code, '] ',
                   c.det, '. Rebook: ', c.reb, '. -', c.ent)
    else:
        table(n, heads, rows, style)
    n.t('\n')
    n.line('Summary by reason code:')
    for k in sorted(codes):
        n.line('  ', k, ': ', str(codes[k]))
    avoid = sum(v for k, v in codes.items() if k.startswith(('PT', 'ADMIN', 'SPD', 'OR')))
    n.line('Total: ', str(nrow), '  potentially avoidable: ', str(avoid), ' (', str(round(100 * avoid / nrow)), '%)')
    if g.maybe(0.4):
        n.line('Surgeon offices notified by fax; scheduling fax ', (g.phone(st=g.ri(0, 3)), 'FAX'))
    if g.maybe(0.35):
        n.line('Report run by ', (cu, 'USERNAME'), ' from workstation ', (g.ip(), 'IPADDR'), ' on ',
               (g.d(g.plus(d0, 30)), 'DATE'), ' ', g.tm(6, g.ri(0, 59)))
    if g.maybe(0.3):
        n.line('Send corrections to ', (g.email(clerk), 'EMAIL'), ' or ', extseg(g))
    n.line(g.ch(['Target: < 5% same-day cancellations.', 'Reviewed at Periop Quality Committee.', '']))
    return n
