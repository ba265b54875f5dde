"""Device-centred genres: implant log and sterile processing (SPD) tray log."""
import pools as P
from core import Note, table
from common import (proc_short, pt, dr, drc, drt, hosp, addmin, addr_line, addr_lines, phone_lab, pagerseg, extseg,
                    famrel, mrn_lab, acct_lab, dob_lab, label_block)

IMPLANTS = {
    'tka': [('Femoral component, CR', 'size %d' % 5, True), ('Tibial baseplate', 'size 4', True),
            ('Tibial insert, UHMWPE', '10 mm', True), ('Patellar button', '35 mm', True), ('Bone cement 40 g', 'x2', False)],
    'tha': [('Acetabular shell, porous', '54 mm', True), ('Acetabular liner, XLPE', '36 mm', True),
            ('Femoral stem, uncemented', 'size 11', True), ('Femoral head, ceramic', '36 +0', True)],
    'hemi': [('Femoral stem, cemented', 'size 12', True), ('Bipolar head', '47 mm', True), ('Cement restrictor', '12 mm', False)],
    'orif': [('Volar locking plate, distal radius', '3-hole', True), ('Locking screws 2.4 mm', 'x7', False),
             ('Cortical screws 3.5 mm', 'x3', False)],
    'acl': [('Femoral suspensory button', '15 mm loop', True), ('Tibial interference screw, bioabsorbable', '9 x 25 mm', True)],
    'rcr': [('Suture anchor, 4.75 mm knotless', 'x2', True), ('Suture anchor, 5.5 mm triple-loaded', 'x1', True)],
    'iol': [('Posterior chamber IOL, 1-piece acrylic', '+21.5 D', True)],
    'mesh': [('Polypropylene mesh', '10 x 15 cm', True), ('Absorbable tacks', 'x15', False)],
    'stent': [('Double-J ureteral stent', '6 Fr x 26 cm', False), ('Guidewire 0.038', 'x1', False)],
    'pacer': [('Pacemaker generator, dual chamber', 'DDDR', True), ('Atrial lead, active fixation', '52 cm', True),
              ('Ventricular lead, active fixation', '58 cm', True)],
    'acdf': [('PEEK interbody cage', '7 mm lordotic', True), ('Anterior cervical plate, 1-level', '14 mm', True),
             ('Variable-angle screws 4.0 x 14 mm', 'x4', False)],
    'port': [('Implantable port, titanium', '8 Fr', True), ('Catheter', '8 Fr x 60 cm', False)],
}


def _ref(g):
    return g.ch(['%d-%d-%02d' % (g.ri(10, 99), g.ri(1000, 9999), g.ri(1, 99)),
                 '%d.%d' % (g.ri(100, 999), g.ri(100, 999)), '%05d-%d' % (g.ri(10000, 99999), g.ri(10, 99))])


def implant_log(g):
    n = Note()
    procs = [p for p in P.PROCEDURES if p[7]]
    c = g.case(proc=g.ch(procs))
    n.line(hosp(c.hosp, g.maybe(0.4)), ' - ', g.ch(['IMPLANT RECORD', 'Implant / Explant Log', 'Implant Tracking Sheet',
                                                    'Intraoperative Implant Documentation']))
    label_block(n, g, c)
    n.line('Surgery date: ', (g.d(c.date), 'DATE'), '   OR ', (c.room, 'LOCATION_OTHER'), '   Case ', (c.caseid, 'IDNUM'))
    n.line('Procedure: ', c.proc[0], '   Surgeon: ', drt(g, c.surgeon, g.ch(['full', 'last'])))
    n.t('\n')
    scanner = c.circ if g.maybe(0.7) else g.staff('rn')
    sini = scanner.form(g.ch(['INI', 'fil', 'ini3']))
    rows = []
    hh, mm = addmin(c.start_h, c.start_m, g.ri(15, max(16, c.mins)))
    udi_mode = g.maybe(0.35)
    for desc, size, serialized in IMPLANTS[c.proc[7]]:
        if serialized:
            sn = (g.udi(), 'DEVICE') if udi_mode else (g.serial(), 'DEVICE')
        else:
            sn = g.ch(['n/a (non-serialized)', '-', 'N/S'])
        if size.startswith('x'):
            size_col, qty = '-', size[1:]
        else:
            size_col, qty = size, '1'
        rows.append([g.tm(hh, mm), desc, _ref(g), sn, size_col, qty, (sini, 'DOCTOR')])
        hh, mm = addmin(hh, mm, g.ri(0, 6))
    heads = ['Time', 'Item', 'REF', 'UDI' if udi_mode else 'Serial #', 'Size', 'Qty', 'By']
    table(n, heads, rows, g.ch(['fixed', 'pipe', 'csv', 'bars', 'fixed']))
    n.t('\n')
    if g.maybe(0.35):
        desc = g.ch(IMPLANTS[c.proc[7]])[0]
        n.line('WASTED: 1 x ', desc, ' SN ', (g.serial(), 'DEVICE'), ' - ', g.ch(['opened in error', 'wrong size opened',
                                                                                    'contaminated (dropped)']),
               '; waste form ', (g.order(), 'IDNUM'), ' signed by ', drt(g, c.surgeon, 'last'))
    expl = {'pacer': 'previous generator', 'orif': 'retained K-wires x2', 'stent': 'old stent', 'tha': 'retained cerclage wire'}
    if c.proc[7] in expl and g.maybe(0.4):
        n.line('Explanted: ', expl[c.proc[7]],
               g.ch(['', [' SN ', (g.serial(), 'DEVICE')]]), ' - ', g.ch(['returned to patient per request', 'to pathology',
                                                                         'discarded per policy']))
    if c.proc[7] == 'pacer':
        n.line('Programmed: DDDR 60-130 bpm, AV delay 180 ms. Thresholds A 0.6 V, V 0.5 V @ 0.4 ms.')
        n.line('Remote monitor: transmitter SN ', (g.serial(), 'DEVICE'), ' issued; device clinic ', phone_lab(g),
               (g.phone(), 'PHONE'))
        n.line('Wound check ', (g.d(g.plus(c.date, g.ri(7, 14))), 'DATE'), ' at ', (g.ch(P.CLINICS), 'HOSPITAL'))
    a = g.address()
    k = g.ri(0, 2)
    if k == 0:
        n.line('Patient implant card mailed to:')
        for ln in addr_lines(g, a):
            n.line('  ', ln)
    elif k == 1:
        n.line('Implant card: given to patient; registry mailing address ', addr_line(g, a))
    else:
        n.line('Implant card given to ', famrel(g, c)[0], '. Address on file verified.')
    if g.maybe(0.5):
        n.line(g.ch(['Registry', 'Joint registry', 'Device registry']), ' consent: ', g.ch(['yes', 'yes', 'declined']),
               g.ch(['', ['; submitted ', (g.d(g.plus(c.date, g.ri(1, 10))), 'DATE')]]))
    n.line('Recorded by: ', drc(scanner, 'full'), g.ch(['', ['  (', (g.username(scanner), 'USERNAME'), ')']]), '  ',
           (g.d(c.date), 'DATE'), ' ', g.tm(hh, mm))
    if g.maybe(0.4):
        n.line('Verified: ', drc(c.surgeon, 'full'))
    return n


EVENTS = ['Decon received', 'Washer', 'Assembly/inspection', 'Sterilize', 'Released', 'Delivered', 'Returned from OR']


def spd_tray_log(g):
    n = Note()
    h = g.hospital()
    d = g.workday()
    techs = [g.staff('spd') for _ in range(g.ri(2, 4))]
    tuser = {id(t): g.username(t) for t in techs}
    steri = [(nm, g.serial()) for nm in g.r.sample(P.STERILIZERS[:3], 2)]
    style = g.ch(['csv', 'fixed', 'lines', 'lines', 'tsv', 'pipe'])
    n.line(hosp(h, g.maybe(0.5)), ' - ', g.ch(['Sterile Processing Department', 'SPD', 'Central Sterile / MDRD',
                                               'Medical Device Reprocessing']), ' - ', g.ch(['Tray Tracking Log', 'Instrument Set Log',
                                                                                              'Daily Reprocessing Log']))
    shift = g.ri(0, 2)
    n.line('Date: ', (g.d(d), 'DATE'), '   Shift: ', ['Day 0700-1530', 'Evening 1500-2330', 'Nights 2300-0730'][shift],
           '   Lead: ', drc(techs[0], 'full'))
    for name, sn in steri:
        n.line('  ', name, ' SN ', (sn, 'DEVICE'), g.ch(['', ['  (', (g.ip(), 'IPADDR'), ')']] if g.maybe(0.35) else ['']),
               '  Bowie-Dick ', g.ch(['pass', 'PASS']), ' ', g.tm(g.ri(5, 6), g.ri(0, 59)))
    n.t('\n')
    rows = []
    hh, mm = [7, 15, 23][shift] + g.ri(0, 2), g.ri(0, 59)
    for _ in range(g.ri(6, 12)):
        tech = g.ch(techs)
        ev = g.ch(EVENTS)
        tray = g.ch(P.TRAYS)
        bc = (g.tray_barcode(), 'DEVICE')
        cas = (g.caseid(d), 'IDNUM') if ev in ('Delivered', 'Returned from OR', 'Decon received') or g.maybe(0.3) else '-'
        orr = (g.room(), 'LOCATION_OTHER') if cas != '-' and g.maybe(0.7) else '-'
        load = 'L%d' % g.ri(1, 9) if ev == 'Sterilize' else '-'
        rows.append([g.tm(hh, mm), ev, tray, bc, (tech.form(g.ch(['fil', 'lfi', 'full'])), 'DOCTOR'), (tuser[id(tech)], 'USERNAME'),
                     load, cas, orr])
        hh, mm = addmin(hh, mm, g.ri(3, 40))
    if style == 'lines':
        for r in rows:
            n.line(r[0], '  ', r[1], ': ', r[2], ' [', r[3], '] by ', r[4], ' (', r[5], ')',
                   '' if r[6] == '-' else ' load ' + r[6], '' if r[7] == '-' else [' case ', r[7]],
                   '' if r[8] == '-' else [' OR ', r[8]])
    else:
        table(n, ['Time', 'Event', 'Tray', 'Set ID', 'Tech', 'Login', 'Load', 'Case', 'OR'], rows, style)
    n.t('\n')
    if g.maybe(0.55):
        c = g.case(hosp=h, date=d)
        scope = g.ch(['Flexible ureteroscope', 'Flexible cystoscope', 'Bronchoscope', 'Flexible laryngoscope', 'Choledochoscope'])
        n.line('Scope reprocessing: ', scope, ' SN ', (g.serial(), 'DEVICE'), ' - patient ', pt(c, g.ch(['LF', 'lf', 'LFI'])),
               ' MRN ', (c.mrn, 'MRN'), ' - leak test pass - HLD in AER #', str(g.ri(1, 4)), ' cycle ', str(g.ri(100, 9999)),
               ' - by ', dr(g.ch(techs), 'fil'))
    if g.maybe(0.45):
        c = g.case(hosp=h, date=d)
        n.line('IUSS: ', g.ch(['Kerrison 3 mm', 'Cobb elevator', 'drill guide', 'Gelpi retractor', 'mallet']), ' dropped in OR ',
               (c.room, 'LOCATION_OTHER'), ', patient ', pt(c, g.ch(['LF', 'full'])), ' (', (c.mrn, 'MRN'), '), ', drt(g, c.surgeon),
               '; 270F 4 min, released ', g.tm(g.ri(9, 15), g.ri(0, 59)), ' by ', dr(g.ch(techs), 'full'))
    if g.maybe(0.35):
        n.line('Loaner set received ', g.tm(g.ri(6, 8), g.ri(0, 59)), ': ', str(g.ri(2, 6)), ' trays, set IDs ',
               (g.tray_barcode(), 'DEVICE'), ', ', (g.tray_barcode(), 'DEVICE'), ' - for case ', (g.caseid(d), 'IDNUM'),
               ' on ', (g.d(g.plus(d, g.ri(1, 3))), 'DATE'))
    if g.maybe(0.2):
        c1, c2 = g.case(hosp=h, date=d), g.case(hosp=h, date=d)
        ip_ = g.staff('rn')
        n.line('RECALL: BI positive on load L', str(g.ri(1, 9)), '. Trays traced to cases ', (c1.caseid, 'IDNUM'), ' (MRN ',
               (c1.mrn, 'MRN'), ') and ', (c2.caseid, 'IDNUM'), ' (MRN ', (c2.mrn, 'MRN'), '). Infection prevention ',
               dr(ip_, 'full'), ' notified, ', extseg(g), '.')
    if g.maybe(0.3):
        n.line('Wet pack found: ', g.ch(P.TRAYS), ' (', (g.tray_barcode(), 'DEVICE'), ') - reprocessed.')
    n.line('BI ', g.ch(['24 h', '1 h rapid', '20 min rapid']), ' readout: ', g.ch(['all negative', 'negative', 'neg x3']),
           '. Reviewed by ', drc(techs[0], g.ch(['full', 'fil'])), ' ', (g.d(d), 'DATE'))
    return n
