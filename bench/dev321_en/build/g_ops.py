"""Genres: endoscopy list, decontamination traceability record (own
addition)."""
from core import (newdoc, pick, chance, rint, wpick, add_days, workday, digits,
                  letters, frag, join, rtime, tadd, some)
import world
import people
import clin
from blocks import Ctx, ids_line, sex_word, maybe_typo


def cell(item, width):
    """A table cell: the item then padding outside any span."""
    if isinstance(item, tuple):
        n = len(item[1])
    elif isinstance(item, list):
        n = sum(len(x[1]) if isinstance(x, tuple) else len(x) for x in item)
    else:
        n = len(item)
    return [item, ' ' * max(1, width - n)]


LIST_TYPES = ['BCSP Colonoscopy', 'Screening Colonoscopy', 'Mixed Upper & Lower GI',
              'Diagnostic OGD', 'Colonoscopy + Flexi Sig', 'Surveillance Colonoscopy',
              'Complex Polypectomy (EMR)', 'Nurse Endoscopist Flexi List', 'Training List']

NOTE_PLAIN = ['Warfarin - INR on arrival', 'Apixaban held 48h', 'Latex allergy - 1st on list',
              'Diabetic (insulin) - early slot', 'Pacemaker in situ', 'Hearing impaired',
              'BMI 46 - bariatric trolley', 'Wheelchair user, hoist', 'Paeds scope - prev difficult',
              'DNA x1 previously', 'Entonox only', 'Needs GA list? - discuss', 'Site check 6/12 post EMR',
              'Prev incomplete (looping)', 'Tattoo + EMR planned', 'CO2 + water immersion',
              'Sedation: none', 'Clinically extremely vulnerable - side room', 'Stoma - colonoscopy via stoma',
              'Chaperone requested (female)', 'Prep: extended regimen', '']
PROC_SHORT = {'colon': ['COL', 'Colon', 'Colonoscopy', 'COL +/- poly'], 'ogd': ['OGD', 'Gastroscopy'],
              'flexi': ['FS', 'Flexi'], 'both': ['OGD+COL', 'Bi-directional']}
IND_LOWER = ['FIT+ %d' % x for x in (132, 240, 88, 410, 176)] + [
    'BCSP FIT+', 'Surv 3y', 'IDA', 'CIBH', 'PR bleed', 'FH', 'Lynch 2y', 'Post-EMR SC',
    'Ca follow-up 1y', 'Abnormal CTC', 'UC surveillance']
IND_UPPER = ['Barrett surv', 'Dyspepsia', 'IDA', 'Dysphagia', 'Wt loss', 'Coeliac ?',
             'GU healing', 'Varices screen']
IND_SHORT = {'colon': IND_LOWER, 'flexi': ['PR bleed', 'FS screening', 'Proctitis',
                                           'Post-EMR SC', 'L-sided sx'],
             'ogd': IND_UPPER, 'both': ['IDA', 'IDA', 'Wt loss', 'FIT+ / dyspepsia']}


def endoscopy_list(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    hosp = people.hospital(c)
    day = workday(ref)
    endo = people.staff(c, 'endo')
    nurses = [people.staff(c, 'nurse') for _ in range(rint(2, 3))]
    hca = people.staff(c, 'hca')
    decon = people.staff(c, 'decon')
    clerk = people.staff(c, 'clerk')
    am = chance(0.6)
    t = (8, 30) if am else (13, 30)
    room = str(rint(1, 6))
    ltype = pick(LIST_TYPES)
    d.ln(pick(['ENDOSCOPY LIST', 'Endoscopy Session List', 'THEATRE/ENDOSCOPY LIST',
               'GI LAB SCHEDULE']) + ' - {}', hosp.n())
    if chance(0.5):
        d.ln('{}, {}', people.unit_name(), people.building())
    d.ln('Room: {}    Date: {}    Session: %s %s-%s' % (
        'AM' if am else 'PM', ctx.t24(t), ctx.t24(tadd(t, 240))), ('LOCATION_OTHER', room),
         ctx.W(day))
    d.ln('List: %s (%d points)    Endoscopist: {}' % (ltype, pick([8, 10, 12])),
         endo.t(pick(['full', 'iL'])))
    d.ln('Nurses: {}    %s: {}    Decon: {}' % ('Tech' if c == 'US' else 'HCA'),
         join([n.n(pick(['full', 'iL', 'G'])) for n in nurses]), hca.n(pick(['full', 'G'])),
         decon.n(pick(['full', 'iL'])))
    if chance(0.4):
        tr = people.staff(c, 'trainee')
        d.ln('Trainee: {} (%s)' % pick(['JAG DOPS today', 'supervised', 'observing']), tr.t('full'))
    if chance(0.6):
        scopes = some(clin.COLONOSCOPES, 2) + some(clin.GASTROSCOPES, 1)
        d.ln('Scopes allocated: {}', join([frag('%s #{}' % sname.split()[-1], ('DEVICE', world.scope_serial()))
                                           for sname in scopes], ', '))
    d.ln('Printed {} %s by {} from {}' % ctx.t24(rtime(6, 8, 1)), ctx.S(add_days(day, -rint(0, 1))),
         ('USERNAME', clerk.user), ('IPADDR', world.private_ip()))
    d.ln()
    ncol = [6, 24, 11, 14, 7, 12, 12]
    hdr = ['Time', 'Patient', 'Hosp No', 'NHS No' if c == 'UK' else ('NHI' if c == 'NZ' else 'DOB'),
           'Age/Sx', 'Proc', 'Indication']
    d.ln('#  ' + ''.join(h.ljust(w) for h, w in zip(hdr, ncol)) + 'Notes')
    d.ln('-' * 110)
    n = rint(5, 9)
    tt = t
    for i in range(n):
        p = people.Patient(c, ref, ages=(40, 88))
        kind = wpick([('colon', 6), ('ogd', 2), ('flexi', 1), ('both', 1)])
        nm = p.n(pick(['LFU', 'LF', 'LI']))
        col3 = ('MRN', p.nat[1]) if c in ('UK', 'NZ') and p.nat else ctx.S(p.dob)
        row = ['%-3s' % ('%d' % (i + 1)), cell(ctx.t24(tt), ncol[0]), cell(nm, ncol[1]),
               cell(('MRN', p.mrn), ncol[2]), cell(col3, ncol[3]),
               cell([p.age(ref), p.sex], ncol[4]), cell(pick(PROC_SHORT[kind]), ncol[5]),
               cell(pick(IND_SHORT[kind]).replace('BCSP', 'BCSP' if c == 'UK' else 'Scr'),
                    ncol[6])]
        note = wpick([('plain', 5), ('interp', 1), ('escort', 2), ('transport', 1), ('bio', 1),
                      ('none', 2), ('car', 1)])
        if note == 'plain':
            row.append(pick(NOTE_PLAIN))
        elif note == 'interp':
            row.append('Interpreter: %s (booked)' % (p.lang or pick(['Polish', 'Urdu', 'Cantonese',
                                                                   'Tongan', 'Arabic'])))
        elif note == 'escort':
            row.append(frag('Escort: %s {} {}' % p.nok.relation, p.nok.n(pick(['G', 'full'])),
                            ('PHONE', p.nok.phone)))
        elif note == 'transport':
            row.append(frag('PTS ambulance - booking ref {}', ('IDNUM', letters(2) + digits(6))))
        elif note == 'car':
            row.append(frag('Blue badge - car reg {} on permit list', ('VEHICLE', world.plate(c))))
        elif note == 'bio':
            row.append(frag('Palm-vein ID verified at kiosk ({})', ('BIOID', world.bioid())))
        d.ln('{}', row)
        tt = tadd(tt, pick([30, 30, 45, 20, 60]))
    d.ln('-' * 110)
    d.ln('Total: %d patients. %s' % (n, pick(['List full.', '1 slot free - offer to waiting list.',
                                              'Overbooked by 1 point - agreed with endoscopist.',
                                              'Last patient BBV - clean scope after.'])))
    if chance(0.5):
        d.ln('Team brief at %s: %s' % (ctx.t24(tadd(t, -15)), pick([
            'all present; no equipment issues.', 'ERBE VIO 3 in room %s - check settings.' % room,
            'ScopeGuide unavailable today.', 'Short-staffed - 1 recovery nurse until 10:00.'])))
    if chance(0.4):
        d.ln('List coordinator: {} - ext {}', clerk.n(pick(['full', 'G'])),
             ('PHONE', world.phone(c, 'land') + world.ext()))
    return d


# ------------------------------------------------------------------ decon
def decon_record(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref, ages=(40, 88))
    hosp = people.hospital(c, p.addr.region)
    tech = people.staff(c, 'decon')
    tech2 = people.staff(c, 'decon')
    nurse = people.staff(c, 'nurse')
    endo = people.staff(c, 'endo')
    kind = pick(['Colonoscope', 'Colonoscope', 'Gastroscope', 'Colonoscope'])
    model = pick(clin.COLONOSCOPES if kind == 'Colonoscope' else clin.GASTROSCOPES)
    sn = world.scope_serial()
    aer = pick(clin.AERS)
    cab = pick(clin.CABINETS)
    t_use = rtime(8, 16, 1)
    d.ln(pick(['ENDOSCOPE DECONTAMINATION TRACEABILITY RECORD', 'Scope Tracking Report',
               'EDU TRACK & TRACE - INSTRUMENT HISTORY', 'Reprocessing Cycle Record']))
    d.ln('{} - Endoscope Decontamination Unit', hosp.n())
    term = world.private_ip()
    d.ln('System terminal: EDU-T%d ({})   Report run: {} %s' % (rint(1, 6), ctx.t24(rtime(7, 19, 1))),
         ('IPADDR', term), ctx.Y(ref))
    d.ln()
    d.ln('INSTRUMENT')
    d.ln('Type: %s   Model: %s   Serial no: {}' % (kind, model), ('DEVICE', sn))
    d.ln('Asset tag: {}   Channels: %s   Last service: {}' % (
        pick(['air/water, suction, aux water jet', 'air/water, suction',
              'air/water, suction, elevator (N/A)'])),
         ('DEVICE', 'EQ-%s' % digits(5)), ctx.S(add_days(ref, -rint(40, 300))))
    d.ln()
    d.ln('PATIENT USE')
    d.ln('Date/time: {} %s   Room: {}' % ctx.t24(t_use), ctx.S(ref), ('LOCATION_OTHER', str(rint(1, 6))))
    d.ln('Patient: {}   {}', p.n(pick(['LFU', 'LF', 'full'])), ids_line(p, sep='  '))
    d.ln('Procedure: %s   Endoscopist: {}' % (
        pick(['Colonoscopy', 'Flexible sigmoidoscopy', 'Colonoscopy + polypectomy'])
        if kind == 'Colonoscope' else pick(['OGD', 'OGD + biopsies', 'Gastroscopy'])),
         endo.t(pick(['iL', 'L'])))
    d.ln('Bedside pre-clean: %s by {} (suction + detergent wipe, channels flushed)' %
         ctx.t24(tadd(t_use, rint(15, 45))), nurse.n(pick(['full', 'iL'])))
    d.ln()
    d.ln('REPROCESSING')
    t1 = tadd(t_use, rint(40, 70))
    bio = world.bioid()
    login = pick([frag('user {}', ('USERNAME', tech.user)),
                  frag('user {} (fingerprint login, template {})', ('USERNAME', tech.user),
                       ('BIOID', bio)),
                  frag('badge + biometric {}', ('BIOID', bio))])
    d.ln('Leak test      %s  PASS     operator {}' % ctx.t24(t1), login)
    d.ln('Manual clean   %s  done     brushes single use; detergent lot %s' % (
        ctx.t24(tadd(t1, 4)), digits(6)))
    aer_sn = world.device_serial()
    cyc = digits(6)
    d.ln('AER            %s  %s SN {}, bay %d, cycle no. {}' % (ctx.t24(tadd(t1, 12)), aer, rint(1, 2)),
         ('DEVICE', aer_sn), ('IDNUM', cyc))
    status = wpick([('PASS', 9), ('FAIL', 1)])
    d.ln('   Cycle result: %s   Disinfectant: %s   Temp %d C   Duration %d min' % (
        status, pick(['peracetic acid', 'chlorine dioxide', 'PAA (Rapicide)']), rint(30, 38),
        rint(25, 38)))
    if status == 'FAIL':
        d.ln('   Fault: %s. Scope quarantined; cycle repeated in bay %d, cycle no. {} - PASS.' % (
            pick(['channel blockage detected (suction)', 'low disinfectant concentration',
                  'door seal alarm', 'leak test failure in AER']), rint(1, 2)),
             ('IDNUM', digits(6)))
    d.ln('Drying cabinet %s  %s SN {}, slot %d; max storage 72 h (expires {} %s)' % (
        ctx.t24(tadd(t1, 45)), cab, rint(1, 16), ctx.t24(tadd(t1, 45))),
         ('DEVICE', world.device_serial()), ctx.S(add_days(ref, 3)))
    if chance(0.4):
        d.ln('Released by {} (user {}), biometric sign-off {}', tech2.n(pick(['full', 'iL'])),
             ('USERNAME', tech2.user), ('BIOID', world.bioid()))
    else:
        d.ln('Released by {} (user {})', tech2.n(pick(['full', 'iL'])), ('USERNAME', tech2.user))
    d.ln()
    if chance(0.5):
        d.ln('WATER TESTING (weekly)')
        d.ln('Final rinse water TVC: %d cfu/100 mL (action level >10)   Sampled {} by {}' % rint(0, 9),
             ctx.S(add_days(ref, -rint(1, 6))), tech.n(pick(['iL', 'full'])))
        d.ln()
    if chance(0.5):
        k = rint(0, 4)
        d.ln('COMMENTS')
        if k == 0:
            d.ln('Scope returned to store; tracking label attached to patient record.')
        elif k == 1:
            p2 = people.Patient(c, ref, ages=(40, 88))
            d.ln('Biopsy port cap damaged - replaced. Scope used on next patient {} at %s.' %
                 ctx.t24(tadd(t1, rint(90, 200))), p2.n(pick(['LFU', 'LI'])))
        elif k == 2:
            d.ln('Scope sent for repair after leak test fail: repair ref {}.',
                 ('IDNUM', 'RMA' + digits(7)))
        elif k == 3:
            d.ln(maybe_typo('Traceability label missing from patient notes - reprinted and sent to '
                            '{} (ward clerk).'), people.staff(c, 'clerk').n(pick(['G', 'full'])))
        else:
            d.ln('Angulation knob stiff; reported to manufacturer, loan scope SN {} issued.',
                 ('DEVICE', world.scope_serial()))
    d.ln('Audit: record created %s by {} at {}; last modified by {}' % ctx.t24(t1),
         ('USERNAME', tech.user), ('IPADDR', term), ('USERNAME', pick([tech2, nurse]).user))
    return d
