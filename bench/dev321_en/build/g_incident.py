"""Genre: complaint / incident report (incident form, complaint letter,
complaint response)."""
from core import (newdoc, pick, chance, rint, wpick, add_days, workday, digits,
                  letters, frag, join, rtime, tadd, some)
import world
import people
import clin
from blocks import (Ctx, letterhead, pt_letter_address, dear, ids_line, sex_word,
                    signoff, maybe_typo, addr_block)

OMBUDSMAN = {'UK': 'the Parliamentary and Health Service Ombudsman',
             'IE': 'the Office of the Ombudsman', 'AU': 'the Health Care Complaints Commission',
             'NZ': 'the Health and Disability Commissioner',
             'CA': 'the Patient Ombudsman', 'US': 'the state Department of Health',
             'SG': 'the Ministry of Health feedback unit', 'ZA': 'the Office of Health Standards Compliance'}


def pron(p):
    return ('he', 'him', 'his') if p.sex == 'M' else ('she', 'her', 'her')


def scenario(c, ctx, p, hosp, cast):
    """Return (category, severity, description items, action items)."""
    he, him, his = pron(p)
    nurse, endo, tech, clerk = cast['nurse'], cast['endo'], cast['tech'], cast['clerk']
    k = pick(['prep', 'label', 'trace', 'fall', 'drive', 'transport', 'bio', 'ig', 'bleed',
              'idcheck', 'lost', 'drive', 'transport'])
    ref = ctx.ref
    if k == 'prep':
        nd = workday(add_days(ref, rint(7, 21)))
        desc = frag('Patient {} attended for colonoscopy. Had been posted %s instructions but %s '
                    'was supplied by outpatient pharmacy (Rx {}). Patient took the wrong volume; '
                    'prep inadequate (BBPS 3). Procedure abandoned after 10 minutes by {}. '
                    'Rebooked for {}.' % (clin.prep(c), clin.prep(c)),
                    p.n('full'), ('IDNUM', digits(8)), endo.t('L'), ctx.S(nd))
        act = ['Apology given to patient; prep leaflet templates reviewed with pharmacy.',
               'Added to pharmacy/endoscopy interface meeting agenda.']
        return 'Medication - bowel preparation', 'Low harm', desc, act
    if k == 'label':
        q = people.Patient(c, ref, ages=(40, 88))
        desc = frag('Histology pot 2 from {} (MRN {}) was labelled with the addressograph label of '
                    'the next patient on the list, {} (MRN {}). Identified by the laboratory on '
                    'receipt, specimen {}. Both specimens held pending confirmation with {}.',
                    p.n(pick(['full', 'LF'])), ('MRN', p.mrn), q.n(pick(['full', 'LF'])),
                    ('MRN', q.mrn), ('IDNUM', 'H' + digits(2) + '-' + digits(5)), endo.t('L'))
        act = ['Labels to be printed per patient at the bedside only.',
               'Two-person check of specimen pots before leaving the room.']
        return 'Specimen labelling', 'Near miss', desc, act
    if k == 'trace':
        desc = frag('Scope SN {} used in Room {} for {} but the tracking label was not scanned into '
                    'the patient record. AER cycle {} could not be linked until {} (user {}) '
                    'reconciled the log at %s.' % ctx.t24(rtime(14, 18, 1)),
                    ('DEVICE', world.scope_serial()), ('LOCATION_OTHER', str(rint(1, 6))),
                    p.n('full'), ('IDNUM', digits(6)), tech.n('full'), ('USERNAME', tech.user))
        act = ['Reminder to all staff; scanner replaced in room.',
               'Traceability audit for the week - no further gaps.']
        return 'Decontamination / traceability', 'No harm', desc, act
    if k == 'fall':
        f = p.nok
        desc = frag('{} ({}) stood up from the trolley in recovery bay {} while still drowsy after '
                    'sedation and slid to the floor. Witnessed by {}. No head injury; obs stable; '
                    'reviewed by {}. %s {} informed by phone on {}.' % f.relation.capitalize(),
                    p.n('full'), p.age(ref), ('LOCATION_OTHER', str(rint(1, 12))),
                    nurse.n('full'), endo.t('full'), f.n(pick(['G', 'full'])), ('PHONE', f.phone))
        act = ['Falls risk assessment added to recovery checklist.',
               'Trolley sides up until Aldrete 10.']
        return 'Slip, trip or fall', 'Low harm', desc, act
    if k == 'drive':
        desc = frag('Following IV sedation (midazolam 2 mg, fentanyl 50 mcg) {} declined to wait for '
                    'an escort and left the unit at %s. Staff saw %s drive away from the car park '
                    'in a %s, registration {}. %s {} was contacted on {}.' % (
                        ctx.t(rtime(11, 16, 5)), him,
                        pick(['silver hatchback', 'blue estate car', 'white van', 'black SUV',
                              'red saloon']), p.nok.relation.capitalize()),
                    p.n('full'), ('VEHICLE', world.plate(c)), p.nok.n('G'), ('PHONE', p.nok.phone))
        if chance(0.5):
            desc += frag(' Patient had earlier shown driving licence no. {} as photo ID.',
                         ('LICENSE', world.driver_licence(c)))
        act = ['Escort confirmed at booking and again on arrival before sedation is given.',
               'Security and %s informed per policy.' % pick(['police', 'the duty manager'])]
        return 'Patient safety - discharge', 'No harm (risk)', desc, act
    if k == 'transport':
        tr = people.transport(c)
        desc = frag('Patient transport booked with {} (booking {}) did not arrive for {} after the '
                    'procedure. Patient waited %d hours in recovery. Vehicle {} eventually arrived '
                    'at %s.' % (rint(2, 4), ctx.t(rtime(16, 19, 5))),
                    tr.n(), ('IDNUM', letters(2) + digits(6)), p.n('full'),
                    ('VEHICLE', world.plate(c)))
        act = ['Escalated to transport contract manager.', 'Patient offered refreshments and a '
               'written apology.']
        return 'Access / transport', 'No harm', desc, act
    if k == 'bio':
        desc = frag('Fingerprint reader on the washer-disinfector (SN {}) failed to recognise {} '
                    '(template {}). To keep the list running a colleague\'s login (user {}) was used '
                    'for 3 cycles. Workstation {}. IT ticket {}.',
                    ('DEVICE', world.device_serial()), tech.n('full'), ('BIOID', world.bioid()),
                    ('USERNAME', people.staff(c, 'decon').user), ('IPADDR', world.private_ip()),
                    ('IDNUM', 'INC' + digits(7)))
        act = ['Re-enrolment of biometric templates for all EDU staff.',
               'Shared logins are not permitted - reminder issued.']
        return 'Information governance / equipment', 'No harm', desc, act
    if k == 'ig':
        old = world.Addr(c)
        if chance(0.5):
            desc = frag('Results letter for {} was posted to a previous address ({}) as the PAS '
                        'record had not been updated. The current occupant returned it unopened.',
                        p.n('full'), old.inline(short=True))
        else:
            desc = frag('Prep instructions for {} were emailed to {} instead of {} (transposed '
                        'letters). Recipient notified and asked to delete.', p.n('full'),
                        ('EMAIL', world.email('x' + world.clean(p.family)[:8] + digits(2))),
                        ('EMAIL', p.email))
        act = ['Patient informed and apology given.', 'Reported to the information governance lead.']
        return 'Information governance', 'No harm', desc, act
    if k == 'bleed':
        ed = add_days(ref, rint(2, 10))
        desc = frag('{} re-attended ED on {} with PR bleeding %d days after EMR of a %d mm polyp. '
                    'Hb %d g/L. Admitted to {}; repeat colonoscopy by {} with 3 clips applied. '
                    'Discharged on day %d.' % (rint(2, 10), rint(20, 40), rint(78, 110), rint(2, 5)),
                    p.n('full'), ctx.S(ed), people.unit_name(), endo.t('L'))
        act = ['Case reviewed at endoscopy M&M.', 'Duty of candour conversation held.']
        return 'Clinical - post-procedure complication', 'Moderate harm', desc, act
    if k == 'idcheck':
        q = people.Patient(c, ref, ages=(40, 88))
        desc = frag('Two patients with similar names on the same list ({} and {}). {} answered to '
                    'the other patient\'s name in the waiting area. Discrepancy identified at the '
                    'WHO sign-in when DOB was checked ({} vs {}). No procedure started.',
                    p.n('full'), ('PATIENT', q.given + ' ' + p.family), p.n('G'), ctx.S(p.dob),
                    ctx.S(q.dob))
        act = ['Name alert added to list template.', 'Positive ID (open question) reinforced.']
        return 'Patient identification', 'Near miss', desc, act
    desc = frag('Patient\'s %s lost between recovery and discharge. Searched {} and linen; not found. '
                'Patient\'s %s {} informed.' % (pick(['upper denture', 'hearing aid', 'glasses',
                                                     'wedding ring']), p.nok.relation),
                people.unit_name(), p.nok.n('full'))
    act = ['Property bags issued for all patients.', 'Claim form given.']
    return 'Property', 'No harm', desc, act


def incident_form(c, ref, d, ctx, p, hosp, cast):
    cat, sev, desc, act = scenario(c, ctx, p, hosp, cast)
    rep = cast['nurse'] if chance(0.6) else cast['clerk']
    d.ln(pick(['INCIDENT REPORT', 'Adverse Event / Near Miss Report', 'SAFETY EVENT REPORT',
               'Clinical Incident Form']))
    d.ln('Ref: {}   Status: %s' % pick(['Under review', 'Closed', 'Awaiting approval', 'Open']),
         ('IDNUM', pick(['W', 'IR', 'INC-', '']) + digits(6)))
    d.ln('Date of incident: {}   Time: %s   Reported: {}' % ctx.t(rtime(8, 18, 1)),
         ctx.S(ref), ctx.S(add_days(ref, rint(0, 2))))
    if chance(0.4):
        d.ln('Location: Endoscopy Unit, {}, %s {}' % pick(['Room', 'Recovery bay', 'Admissions bay']),
             hosp.n(), ('LOCATION_OTHER', str(rint(1, 8))))
    else:
        d.ln('Location: Endoscopy Unit, {}', hosp.n())
    d.ln('Category: %s   Severity: %s' % (cat, sev))
    d.ln()
    d.ln('PERSON(S) AFFECTED')
    d.ln('Patient: {}   DOB: {}   {}', p.n(pick(['full', 'LF'])), ctx.S(p.dob), ids_line(p, sep='  '))
    d.ln()
    d.ln('DESCRIPTION (facts only)')
    d.ln('{}', desc)
    d.ln()
    if chance(0.6):
        d.ln()
        d.ln('TIMELINE')
        t = rtime(8, 12, 5)
        steps = [frag('Patient arrived, booked in by {}.', cast['clerk'].n(pick(['G', 'full']))),
                 frag('Admission checks by {}; %s.' % pick(['escort details confirmed',
                                                            'obs within normal limits',
                                                            'consent reconfirmed']),
                      cast['nurse'].n(pick(['G', 'full']))),
                 frag('Procedure started, Room {}.', ('LOCATION_OTHER', str(rint(1, 6)))),
                 'Transferred to recovery.', 'Issue identified and escalated to nurse in charge.',
                 frag('{} informed.', cast['mgr'].t(pick(['full', 'L']))),
                 'Datix/incident form completed.']
        for st in steps[:rint(3, 7)]:
            d.ln('%s  {}' % ctx.t24(t), st)
            t = tadd(t, rint(5, 70))
    d.ln()
    d.ln('IMMEDIATE ACTION TAKEN')
    for a in act:
        d.ln('- ' + a)
    d.ln()
    if chance(0.6):
        d.ln('CONTRIBUTORY FACTORS')
        for f_ in some(['Busy list - 2 add-on cases', 'Staffing: one nurse short (sickness)',
                        'Agency nurse unfamiliar with local process', 'Label printer fault; IT slow',
                        'Patient hard of hearing', 'Interruptions during checks',
                        'Local SOP unclear on this point', 'Time pressure at end of list',
                        'Handover not documented'], rint(1, 3)):
            d.ln('- ' + f_)
        d.ln()
    if chance(0.5):
        d.ln('LEARNING: %s' % pick(['shared at the morning safety huddle and in the unit newsletter.',
                                    'SOP updated (version 3.2) and circulated for sign-off.',
                                    'added to mandatory training for new starters.',
                                    'themes to be reviewed at quarterly governance meeting.']))
        d.ln()
    d.ln('Staff involved: {}', join([s.n(pick(['full', 'iL'])) for s in
                                     some([cast['nurse'], cast['endo'], cast['tech'], cast['hca']],
                                          rint(1, 3))], ', '))
    d.ln('Reported by: {} (%s), user {}, ext {}' % rep.job, rep.n('full'), ('USERNAME', rep.user),
         ('PHONE', '555' + digits(1)))
    d.ln('Handler: {}, %s' % cast['mgr'].job, cast['mgr'].t('full'))
    if chance(0.5):
        d.ln('Duty of candour: %s' % pick(['not applicable', 'applies - verbal apology given; '
                                           'letter to follow', 'applies - letter sent']))
    if chance(0.4):
        d.ln('Reviewed {} - %s' % pick(['no further action', 'themes shared at unit meeting',
                                        'escalated to governance']), ctx.S(add_days(ref, rint(3, 20))))
    if chance(0.3):
        d.ln('Submitted from {}', ('IPADDR', world.private_ip()))


COMPLAINTS = [
    'I arrived at 08:00 as instructed but was not seen until after 13:00. Nobody explained the '
    'delay and I had not eaten for over 24 hours.',
    'I was put in a mixed bay in a gown that would not close, which I found undignified.',
    'The procedure was far more painful than I was led to believe and when I asked for it to '
    'stop I felt I was not listened to.',
    'My procedure was cancelled on the day because of an equipment problem after I had taken '
    'all of the bowel prep, which was very unpleasant.',
    'I received two letters with different appointment dates and different prep instructions.',
    'I was given a parking fine while attending, even though the appointment overran.',
    'Nobody has contacted me with my biopsy results although I was told it would be two weeks.',
]


def complaint_letter(c, ref, d, ctx, p, hosp, cast):
    proc_d = add_days(ref, -rint(5, 40))
    addr_block(d, p.addr)
    d.ln()
    d.ln('{}', ctx.L(ref))
    d.ln()
    d.ln(pick(['Patient Advice and Liaison Service (PALS)', 'Patient Experience Team',
               'Consumer Liaison Officer', 'Patient Relations', 'Complaints Department']))
    d.ln('{}', hosp.n())
    d.ln('{}', hosp.addr.inline())
    d.ln()
    d.ln('Dear Sir or Madam,')
    d.ln()
    d.ln('Re: my %s on {} - hospital number {}' % pick(['colonoscopy', 'endoscopy', 'camera test']),
         ctx.L(proc_d), ('MRN', p.mrn))
    d.ln()
    issues = some(COMPLAINTS, rint(1, 3))
    d.ln(maybe_typo('I am writing to make a formal complaint about my care in the endoscopy unit. ' +
                    ' '.join(issues)))
    d.ln()
    if any('parking' in s for s in issues):
        d.ln('The penalty notice ({}) was issued to my car, registration {}, at %s. I enclose a copy '
             'and ask that it is cancelled.' % ctx.t(rtime(11, 15, 1)),
             ('IDNUM', 'PCN' + digits(8)), ('VEHICLE', world.plate(c)))
        d.ln()
    f = p.nok
    d.ln('My %s, {}, who came with me, was also upset by the way we were spoken to by the nurse '
         'on reception.' % f.relation, f.n(pick(['G', 'full'])))
    if not p.retired:
        d.ln('I work as a {} and had to take two extra days off work because of this.',
             ('PROFESSION', p.prof))
    else:
        d.ln('As a retired {} I understand pressures on staff, but this was not acceptable.',
             ('PROFESSION', p.prof))
    d.ln()
    if chance(0.6):
        d.ln('I have been a patient at your hospital for many years and have always been treated '
             'well before, which is why I was so disappointed. I also found the bowel preparation '
             'very difficult and the instructions I was sent were confusing about when to stop '
             'eating.')
        d.ln()
    d.ln('I would like an explanation and an apology, and to know what will be done so this does '
         'not happen to anyone else.')
    d.ln()
    d.ln('Yours faithfully,')
    d.ln()
    d.ln('{}', p.n(pick(['full', 'fmi'])))
    d.ln('Date of birth: {}', ctx.S(p.dob))
    d.ln('Tel: {}   Email: {}', ('PHONE', p.mobile), ('EMAIL', p.email))


def complaint_response(c, ref, d, ctx, p, hosp, cast):
    got = add_days(ref, -rint(10, 30))
    proc_d = add_days(got, -rint(3, 20))
    head = people.staff(c, 'manager')
    letterhead(d, ctx, hosp, dept=pick(['Patient Experience Team', 'Complaints and Feedback',
                                        'Consumer Liaison']), fax=False,
               mail=world.email(pick(['complaints', 'patient.experience', 'feedback'])))
    d.ln()
    d.ln('Our ref: {}   Date: {}', ('IDNUM', pick(['COMP/', 'CX-', 'FB']) + digits(5)), ctx.L(ref))
    d.ln()
    pt_letter_address(d, ctx, p)
    d.ln()
    d.ln('{}', dear(p, ctx))
    d.ln()
    d.ln('Thank you for your letter dated {} about your experience in the Endoscopy Unit on {}. '
         'I am sorry that your visit fell short of the standard we aim for.', ctx.L(got),
         ctx.L(proc_d))
    d.ln()
    d.ln('I have investigated your concerns with {}, %s, and {}, who performed your procedure.'
         % cast['mgr'].job, cast['mgr'].t('full'), cast['endo'].t('full'))
    d.ln()
    k = rint(0, 2)
    if k == 0:
        d.ln(maybe_typo('On the day of your procedure two emergency cases were added to the list, '
                        'which caused the delay. Staff should have kept you informed and I '
                        'apologise that this did not happen.'))
    elif k == 1:
        d.ln('The unit has since reconfigured the recovery area so that bays are single sex at all '
             'times, and new gowns have been ordered.')
    else:
        d.ln('Your results were delayed because the histology report was filed without being sent '
             'to the screening office. Your results letter has now been posted and your specialist '
             'nurse, {}, will call you on {}.', people.staff(c, 'ssp').n('full'), ('PHONE', p.mobile))
    d.ln()
    d.ln('Actions taken:')
    for a in some(['Staff briefing on communication about delays.',
                   'Waiting times now displayed in the admissions area.',
                   'Review of the booking letter template.',
                   'Parking charge notice cancelled with the car park operator.',
                   'Results tracking log introduced.'], rint(2, 3)):
        d.ln('- ' + a)
    d.ln()
    d.ln('If you would like to meet to discuss this, please contact %s on {}. If you remain '
         'unhappy, you can contact %s.' % (pick(['me', 'the team']), OMBUDSMAN[c]),
         ('PHONE', world.phone(c, 'land', hosp.addr.region) + (world.ext() if chance(0.5) else '')))
    signoff(d, ctx, head)


def complaint_incident(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref, ages=(40, 88))
    hosp = people.hospital(c, p.addr.region)
    cast = {'nurse': people.staff(c, 'nurse'), 'endo': people.staff(c, 'endo'),
            'tech': people.staff(c, 'decon'), 'clerk': people.staff(c, 'clerk'),
            'hca': people.staff(c, 'hca'), 'mgr': people.staff(c, 'manager')}
    form = wpick([('incident', 6), ('complaint', 2), ('response', 2)])
    if form == 'incident':
        incident_form(c, ref, d, ctx, p, hosp, cast)
    elif form == 'complaint':
        complaint_letter(c, ref, d, ctx, p, hosp, cast)
    else:
        complaint_response(c, ref, d, ctx, p, hosp, cast)
    return d
