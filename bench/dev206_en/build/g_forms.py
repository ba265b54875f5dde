"""Genre: disability / work capacity / driving medical forms (rheumatology)."""
from common import Ph, pick, chance, sample
import fmt
import clin
import blocks
import pools_places as PL

DUTIES = {
    'welder': 'overhead welding, lifting up to 25 kg, fine hand work',
    'dental hygienist': 'sustained pinch grip, scaling instruments 6 h/day',
    'dairy farmer': 'milking twice daily, lifting feed bags, quad bike use',
    'electrician': 'ladder work, crimping and fine manipulation',
    'hairdresser': 'standing 8 h, scissor use, arms raised',
    'long-haul truck driver': 'driving 10 h shifts, securing loads, climbing into cab',
    'software developer': 'keyboard and mouse use 7-8 h/day',
    'early childhood educator': 'lifting toddlers, floor-level play, kneeling',
    'shearer': 'sustained forward flexion, gripping handpiece, high-volume repetitive work',
}


def duties(prof):
    return DUTIES.get(prof, 'standing and walking most of shift, repetitive hand use, lifting up to 15 kg')


RESTR = ['No lifting more than 5 kg', 'No repetitive gripping > 20 min without 5 min break', 'No ladders or heights',
         'Sit/stand option', 'Graduated return: 4 h/day x 2 weeks, then 6 h/day x 2 weeks', 'No night shifts',
         'Avoid cold environments (Raynaud)', 'Keyboard use limited to 30 min per hour', 'Work from home 2 days/week']


def form(nb, c):
    r = c.rng
    dzk = pick(r, ['RA', 'RA', 'PSA', 'AXSPA', 'SLE', 'SSC', 'MYO', 'GOUT'])
    dz = clin.DZ[dzk]
    kind = pick(r, [0, 0, 1, 2])
    last_worked = c.ago(20, 200)
    if kind == 0:
        if c.country == 'CA':
            nb.add(Ph(c.insurer, 'ORGANIZATION'), '\n', 'ATTENDING PHYSICIAN STATEMENT - LONG-TERM DISABILITY\n\n')
            nb.add('PART A - CLAIMANT\n')
            nb.add('Name: ', c.pt.LF(), '\n', 'Date of birth: ', c.d(c.dob), '\n')
            nb.add('Social Insurance Number: ', Ph(fmt.sin(r), 'SSN'), '\n')
            nb.add('Policy no.: ', Ph(fmt.group_no(r), 'HEALTHPLAN'), '   Certificate no.: ', Ph(fmt.member_id(r), 'HEALTHPLAN'), '\n')
            nb.add('Claim no.: ', Ph(fmt.digits(r, 3) + '-' + fmt.digits(r, 6), 'IDNUM'), '\n')
        else:
            nb.add(pick(r, ['MEDICAL CERTIFICATE - WORK CAPACITY', 'Work Capacity Medical Certificate']), '\n\n')
            nb.add('PART A - CLIENT\n')
            nb.add('Name: ', c.pt.full(), '\n', 'Date of birth: ', c.d(c.dob), '   NHI: ', Ph(c.mrn, 'MRN'), '\n')
            nb.add('IRD number: ', Ph(fmt.ird(r), 'SSN'), '\n')
            nb.add('Client number: ', Ph(fmt.digits(r, 3) + '-' + fmt.digits(r, 3) + '-' + fmt.digits(r, 3), 'IDNUM'), '\n')
        nb.add('Address: ', c.addr_inline(), '\n')
        nb.add('Phone: ', c.mobile())
        if chance(r, 0.5):
            nb.add('   Email: ', Ph(c.pt.email, 'EMAIL'))
        nb.add('\n')
        nb.add('Employer: ', Ph(c.employer, 'ORGANIZATION'), '\n')
        nb.add('Occupation: ', Ph(c.prof, 'PROFESSION'), '\n')
        nb.add('Main duties: ', duties(c.prof), '\n')
        nb.add('Date last worked: ', c.d(last_worked), '\n\n')
        nb.add('PART B - MEDICAL\n')
        nb.add('Diagnosis: ', dz['name'], '\n')
        nb.add('Date symptoms first appeared: ', c.my(c.ago(300, 2500)), '\n')
        nb.add('Date first seen for this condition: ', c.d(c.ago(250, 2000)), '\n')
        nb.add('Seen by me since: ', c.yr(c.ago(100, 2000)), '; most recent visit ', c.d(c.date), '\n')
        nb.add('Objective findings: ', '; '.join(sample(r, dz['exam'], min(3, len(dz['exam'])))), '. ', dz['score'](r), '.\n')
        nb.add('Treatment: ', ', '.join(clin.current_meds(r, dz)), '\n')
        if chance(r, 0.5):
            nb.add('Hospitalised: ', Ph(c.hosp, 'HOSPITAL'), ' ', c.d(c.ago(60, 300)), ' to ', c.d(c.ago(40, 59)), '\n')
        nb.add('\nFunctional capacity:\n')
        nb.add('  Sitting: %s   Standing: %s   Walking: %s\n' % (pick(r, ['unlimited', '1 h', '30 min']), pick(r, ['20 min', '1 h', '2 h']),
                                                              pick(r, ['200 m', '1 km', '< 100 m'])))
        nb.add('  Lifting: %s   Fine motor: %s\n' % (pick(r, ['< 5 kg', '5-10 kg', 'nil']), pick(r, ['impaired bilaterally', 'reduced R hand', 'normal'])))
        nb.add('Restrictions:\n')
        for x in sample(r, RESTR, r.randint(2, 4)):
            nb.add('  - ', x, '\n')
        nb.add('Prognosis: ', pick(r, ['Good with treatment; expect improvement over 3-6 months.', 'Guarded.',
                                      'Fair; chronic relapsing condition.', 'Unable to determine at this time.']), '\n')
        nb.add('Estimated return to work (modified): ', c.d(c.ahead(30, 150)), '\n\n')
    elif kind == 1:
        nb.add(pick(r, ['MEDICAL REPORT - FITNESS TO DRIVE AND VEHICLE ADAPTATION', 'Driver Medical Assessment & Vehicle Modification Request']), '\n\n')
        nb.add('Driver: ', c.pt.full(), '   DOB ', c.d(c.dob), '\n')
        nb.add("Driver's licence no.: ", Ph(fmt.drivers_licence(r, c.country, c.prov_ab), 'LICENSE'),
               '   Class: ', pick(r, ['5', 'G', '1', '2', 'C']), '\n')
        nb.add('Address: ', c.addr_inline(), '\n')
        nb.add('Vehicle: ', pick(r, ['2016 Toyota Corolla', '2019 Mazda CX-5', '2012 Ford Ranger', '2021 Hyundai Kona',
                                    '2014 Honda Civic', '2018 Subaru Outback']), ', plate ',
               Ph(fmt.plate(r, c.country, c.prov_ab), 'VEHICLE'))
        if chance(r, 0.6):
            nb.add(', VIN ', Ph(fmt.vin(r), 'VEHICLE'))
        nb.add('\n\nCondition: ', dz['name'], ' affecting ', pick(r, ['hand grip and neck rotation', 'both wrists', 'cervical spine rotation',
                                                                     'R ankle and foot', 'proximal strength']), '.\n')
        nb.add('Findings (', c.d(c.date), '): grip strength R %d kg / L %d kg; cervical rotation %d deg bilaterally; '
               'vision and cognition not affected.\n' % (r.randint(6, 30), r.randint(6, 30), r.randint(30, 80)))
        nb.add('Recommendation: ', pick(r, ['Fit to drive with modifications: steering knob, wide-angle mirrors.',
                                           'Fit to drive private vehicle; not fit for commercial driving until review.',
                                           'Temporarily unfit to drive for 6 weeks after wrist surgery.',
                                           'Fit to drive with automatic transmission only.']), '\n')
        nb.add('Occupational driving: works as a ', Ph(c.prof, 'PROFESSION'), ' at ', Ph(c.employer, 'ORGANIZATION'), '.\n')
        nb.add('Occupational therapy driving assessment booked ', c.d(c.ahead(10, 60)), ' with ', c.person('DOCTOR').full(), ', OT.\n\n')
    else:
        nb.add(Ph(c.site, 'HOSPITAL'), '\n', c.site_addr(), '\n', 'Tel ', c.clinic_phone, '   Fax ', c.clinic_fax, '\n\n')
        nb.add(c.dlong(c.date), '\n\n', 'To: ', pick(r, ['Human Resources', 'Occupational Health', 'The Manager']), ', ',
               Ph(c.employer, 'ORGANIZATION'), '\n')
        boss = c.person('FAMILY')
        nb.add('Attn: ', boss.full(), '\n\n')
        nb.add('RE: ', c.pt.full(), ' - MODIFIED DUTIES\n\n')
        nb.add('To whom it may concern,\n\n')
        nb.add('I am the treating rheumatologist for ', c.pt.full(), ' (DOB ', c.d(c.dob), '), who is employed by you as a ',
               Ph(c.prof, 'PROFESSION'), '. ', c.sexw('She', 'He'), ' has an inflammatory condition that was active over the '
               'past months and ', c.sexw('she', 'he'), ' has been off work since ', c.d(last_worked), '.\n\n')
        nb.add(c.sexw('She', 'He'), ' is now fit for a graduated return to work from ', c.dlong(c.ahead(3, 21)),
               ' with the following restrictions for %d weeks:\n' % r.randint(4, 12))
        for x in sample(r, RESTR, r.randint(2, 4)):
            nb.add('  - ', x, '\n')
        nb.add('\nThe diagnosis is confidential and has not been disclosed without consent. ', c.sexw('She', 'He'),
               ' may need to attend appointments every ', pick(r, ['4', '6', '8']), ' weeks at our ',
               pick(r, ['infusion clinic', 'clinic', 'day unit']), '.\n')
        nb.add('Please contact me on ', c.phone(ext=True), ' if you have questions.\n\n')
    blocks.signature(nb, c, esign=False)
    if kind != 2:
        nb.add(Ph(c.site, 'HOSPITAL'), ', ', c.site_addr(), '\n', 'Tel ', c.clinic_phone, '   Fax ', c.clinic_fax, '\n')
        nb.add('Date signed: ', c.d(c.date), '\n')
    if chance(r, 0.4):
        nb.add('Form fee invoice ', Ph(fmt.account(r), 'ACCOUNT'), ' - $%d\n' % pick(r, [40, 60, 75, 90, 120]))
    return 'disability and work capacity form'
