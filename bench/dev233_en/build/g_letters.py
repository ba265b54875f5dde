"""Genres: vocational rehabilitation / equipment funding letter, home modification assessment,
driver rehabilitation evaluation (own genre)."""
import phi
import pools as P
from case import dt, addr, other_addr, addr_of, Person, postal
from clin import sign, time_str

EQUIP_SCI = [('K0005', 'ultralightweight rigid manual wheelchair'), ('E1161', 'manual tilt-in-space wheelchair'),
             ('K0861', 'Group 3 power wheelchair with power tilt and recline'), ('E2607', 'skin protection/positioning cushion'),
             ('E0986', 'push-rim activated power assist (e.g., SmartDrive)'), ('E0637', 'sit-to-stand frame'),
             ('E0636', 'multipositional patient support (standing frame)'), ('E0193', 'powered air flotation bed'),
             ('E0630', 'ceiling track patient lift'), ('E0240', 'padded tub transfer bench')]
EQUIP_AMP = [('L5856', 'microprocessor knee (swing and stance)'), ('L5981', 'dynamic response foot'),
             ('L5781', 'elevated vacuum suspension'), ('L5679', 'custom gel liner x2'),
             ('K0001', 'standard wheelchair for backup mobility'), ('L5999', 'water-resistant activity prosthesis'),
             ('E0114', 'forearm crutches'), ('A5500', 'diabetic shoes for contralateral foot')]
NEW_JOBS = ['dispatcher', 'estimator', 'CAD drafter', 'safety coordinator', 'inside sales representative',
            'bookkeeper', 'IT help desk analyst', 'parts counter clerk', 'school secretary', 'quality inspector']


def _letterhead(n, c, program):
    r = c.r
    cty, street, z = other_addr(r, c.country)
    if r.random() < 0.5:
        cty = (c.city, c.st, c.state, c.zip3, c.area)
        z = c.zip3 + '%02d' % r.randint(0, 99) if c.country == 'US' else postal(r, c.zip3)
    n.ln('{h}', h=('HOSPITAL', c.hosp))
    n.ln(program)
    n.ln('{a}', a=addr_of(r, cty, street, z))
    parts = ['Tel {ph}']
    kw = dict(ph=('PHONE', phi.phone_str(r, cty[4], ext=r.random() < 0.3)))
    if r.random() < 0.8:
        parts.append('Fax {fx}')
        kw['fx'] = ('FAX', phi.phone_str(r, cty[4]))
    if r.random() < 0.5:
        parts.append('{url}')
        kw['url'] = ('URL', r.choice(['www.', 'https://www.', '']) + phi.slug(c.hosp)[:14] + r.choice(['.example.org', '.example.com', '.test']) +
                     r.choice(['', '/rehab', '/sci-program', '/amputee-program']))
    n.ln(' | '.join(parts), **kw)
    n.ln()


def voc_letter(n, c):
    r = c.r
    pt = c.pt
    program = r.choice(['Spinal Cord Injury Rehabilitation Program', 'Amputee Rehabilitation Service',
                        'Department of Physical Medicine & Rehabilitation', 'Outpatient Neurorehabilitation'])
    _letterhead(n, c, program)
    n.ln('{d}', d=dt(c, c.date, r.choice(['long', 'long', 'dmy_long', 'abbr'])))
    n.ln()
    payer_kind = r.random()
    rec = Person(r, 'FAMILY' if payer_kind < 0.5 else 'DOCTOR')
    rc, rs, rz = other_addr(r, c.country)
    if payer_kind < 0.5:
        org = r.choice(P.INSURERS + ['Great Plains Workers Comp Mutual', 'Heartland Casualty'])
        rtitle = r.choice(['Claims Adjuster', 'Claims Examiner', 'Benefits Specialist', 'Disability Claims Specialist'])
    else:
        org = r.choice(P.VR_AGENCIES)
        rtitle = r.choice(['Vocational Rehabilitation Counselor', 'Return-to-Work Specialist', 'Vocational Consultant'])
    n.ln('{nm}, {t}', nm=rec.name(r, 'full'), t=rtitle)
    n.ln('{o}', o=('ORGANIZATION', org))
    n.ln('{a}', a=addr_of(r, rc, rs, rz, form='block'))
    n.ln()
    claim = phi.idnum(r, r.choice(['claim', 'case']))
    n.f('RE: {nm}   DOB: {dob}\n', nm=pt.name(r, r.choice(['full', 'fullmi', 'LASTFIRST'])), dob=dt(c, c.dob))
    n.f('    Claim/Case #: {cl}', cl=('IDNUM', claim))
    if r.random() < 0.6:
        n.f('   Member ID: {m}', m=('HEALTHPLAN', c.member if c.country == 'US' else c.hcard))
    if c.country == 'US' and r.random() < 0.35:
        n.f('   SSN: {s}', s=('SSN', c.ssn))
    elif c.country == 'CA' and r.random() < 0.35:
        n.f('   SIN: {s}', s=('SSN', c.ssn))
    n.plain('\n')
    n.ln('    Request: {x}', x=r.choice(['funding for mobility equipment', 'approval of vocational retraining plan',
                                         'return-to-work accommodations', 'replacement prosthesis']))
    n.ln()
    if r.random() < 0.75:
        n.ln('Dear {t}{nm},', t=rec.title(r), nm=(rec.typ, rec.last))
    else:
        n.ln('To whom it may concern,')
    n.ln()
    ap = phi.age_piece(r, c.age, c.sex, r.choice(['year-old', 'year-old', 'words']))
    n.f('I am writing on behalf of my patient, {nm}, {art} {a} ', nm=pt.name(r, r.choice(['titlefull', 'full', 'title'])),
        art=phi.a_an(ap), a=ap)
    n.f('{p} employed by {e} ', p=('PROFESSION', c.prof), e=('ORGANIZATION', c.employer))
    if c.kind == 'sci':
        n.f('who sustained ' + phi.a_an(c.level) + ' {lv} AIS {ais} spinal cord injury on {d}. ', lv=c.level, ais=c.ais, d=dt(c, c.inj_date, r.choice(['long', 'full'])))
    else:
        n.f('who underwent a {s} {lv} amputation on {d} following {cause}. ', s=c.side, lv=c.amp[0], d=dt(c, c.inj_date, r.choice(['long', 'full'])),
            cause=c.cause)
    n.f('{He} completed inpatient rehabilitation at {h} from {a} to {b} and has been followed in our clinic since.\n\n',
        He=c.he.capitalize(), h=('HOSPITAL', c.hosp_short), a=dt(c, c.adm_date, r.choice(['full', 'short'])),
        b=dt(c, phi.add_days(c.adm_date, r.randint(20, 70)), r.choice(['full', 'short'])))
    if c.kind == 'sci':
        n.plain(r.choice([c.he.capitalize() + ' is independent with manual wheelchair propulsion indoors but fatigues on ramps and curbs. ',
                          c.he.capitalize() + ' requires a tilt-in-space system for pressure redistribution; a stage 3 ischial wound in the past year cost ' + c.him + ' 4 months of work. ',
                          'Upper extremity strength is limited (C6 myotome 4/5), and shoulder pain (rotator cuff tendinopathy) now limits transfers. ']))
        eq = r.sample(EQUIP_SCI, r.randint(2, 4))
    else:
        above = c.amp[0] in ('transfemoral', 'knee disarticulation', 'hip disarticulation')
        n.plain(r.choice([c.he.capitalize() + (' currently ambulates at K3 level with a mechanical knee but has had 3 falls on uneven ground. '
                                               if above else ' walks with a SACH foot that limits cadence and slope negotiation. '),
                          'The current socket no longer fits due to volume loss of 12%, causing skin breakdown. ',
                          c.he.capitalize() + ' walks 1 km daily and wants to return to outdoor work. ']))
        eq = r.sample([e for e in EQUIP_AMP if above or e[0] != 'L5856'], r.randint(2, 4))
    n.plain('I am requesting approval for the following:\n')
    for code, desc in eq:
        n.ln('  - {c} {d}', c=code, d=desc)
    n.ln()
    newjob = r.choice(NEW_JOBS)
    if r.random() < 0.6:
        sup = Person(r, 'FAMILY')
        n.f('{His} supervisor, {s}, has confirmed that {e} can offer modified duties as {art} {j} ', art=phi.a_an(newjob), His=c.his.capitalize(),
            s=sup.name(r, r.choice(['titlefull', 'full'])), e=('ORGANIZATION', c.employer), j=('PROFESSION', newjob))
        n.f('starting {d}, provided the workstation is accessible. ', d=dt(c, phi.add_days(c.date, r.randint(30, 120)), r.choice(['long', 'month_year', 'full'])))
    else:
        n.f('{He} has been accepted into the {j} certificate program at {s}, starting {d}. ', He=c.he.capitalize(),
            j=newjob, s=('ORGANIZATION', r.choice(P.SCHOOLS)), d=dt(c, phi.add_days(c.date, r.randint(30, 200)), r.choice(['month_year', 'long'])))
    n.plain('Without this equipment the return-to-work plan is not feasible.\n\n')
    vrc = c.staff['vrc']
    n.f('I have discussed this plan with {v}, {his} vocational counsellor', v=vrc.doc(r, r.choice(['fullcred', 'full'])), his=c.his)
    if r.random() < 0.5:
        n.f(' (tel {ph})', ph=('PHONE', phi.phone_str(r, c.area, ext=r.random() < 0.5)))
    n.plain('. ')
    n.f('Please contact me at {ph} or {em} with any questions.\n\n', ph=('PHONE', phi.phone_str(r, c.area)),
        em=('EMAIL', phi.email_for(r, c.staff['physiatrist'].first, c.staff['physiatrist'].last)))
    n.ln(r.choice(['Sincerely,', 'Yours truly,', 'Kind regards,', 'Respectfully,']))
    n.ln()
    phys = c.staff['physiatrist']
    n.ln('{d}', d=phys.doc(r, 'fullcred'))
    n.ln('Attending Physiatrist')
    if c.country == 'US':
        n.ln('NPI {a}   {st} License {b}', a=('LICENSE', phi.npi(r)), st=('STATE', c.st), b=('LICENSE', phi.med_license(r, 'US')))
    else:
        n.ln('Licence no. {b}', b=('LICENSE', phi.med_license(r, 'CA')))
    n.ln()
    n.ln('cc: {p}; {v}; file', p=pt.name(r, r.choice(['full', 'finit'])), v=vrc.doc(r, 'full'))
    n.ln('Encl: {x}', x=r.choice(['equipment quote', 'ISNCSCI worksheet, PT report', 'seating assessment'] if c.kind == 'sci' else
                                   ['equipment quote', 'prosthetist letter of medical necessity', 'AMPPRO and PT report']))


DWELL = ['single-storey bungalow', 'two-storey detached house', 'split-level home', 'ground-floor apartment',
         'mobile home', 'townhouse', 'farmhouse', 'raised ranch', 'duplex, upper unit']


def home_mod(n, c):
    r = c.r
    pt = c.pt
    t = r.choice(['HOME ACCESSIBILITY ASSESSMENT', 'Home Modification Assessment - Occupational Therapy',
                  'Environmental / Home Safety Evaluation', 'Pre-discharge Home Visit Report'])
    n.ln(t)
    n.ln('{h}  |  Occupational Therapy', h=('HOSPITAL', c.hosp))
    n.ln()
    n.ln('Client: {nm}   DOB: {dob}   MRN: {m}', nm=pt.name(r, r.choice(['full', 'LASTFIRST', 'fullmi'])), dob=dt(c, c.dob), m=('MRN', c.mrn))
    n.ln('Address visited: {a}', a=addr(c, 'line', country_p=0.15))
    n.ln('Date of visit: {d}  {t}', d=dt(c, c.date, r.choice(['full', 'wd_long'])), t=time_str(r))
    owner = r.random() < 0.45
    n.f('Present: client, {rel} {f}', rel=c.rel, f=c.fam.name(r, r.choice(['first', 'full'])))
    land = Person(r, 'FAMILY')
    if owner:
        n.f(', landlord {l}', l=land.name(r, r.choice(['full', 'titlefull', 'title'])))
    cont = Person(r, 'FAMILY')
    cco = r.choice(P.CONTRACTORS)
    if r.random() < 0.6:
        n.f(', contractor {k} ({co})', k=cont.name(r, r.choice(['full', 'first'])), co=('ORGANIZATION', cco))
    n.f(', {ot}\n', ot=c.staff['ot'].doc(r, 'fullcred'))
    n.ln('Diagnosis: {d}. Mobility: {m}.', d='%s AIS %s SCI' % (c.level, c.ais) if c.kind == 'sci' else '%s %s' % (c.side, c.amp[0]),
         m=r.choice(['manual wheelchair, 26" wide, turning radius 60"', 'power wheelchair 25.5" x 42"',
                     'manual wheelchair; sliding board transfers'] if c.kind == 'sci' else
                    ['walker household, wheelchair community', 'prosthesis + cane; wheelchair at night',
                     'prosthesis + forearm crutches']))
    n.ln()
    n.ln('DWELLING: {d}, {o}. {x}', d=r.choice(DWELL), o='rented' if owner else 'owned', x=r.choice(['Built 1962.', 'Built approx. 1985.', '', 'Older home, narrow halls.']))
    steps = r.randint(0, 7)
    rise = r.choice([6, 6.5, 7, 7.5, 8])
    n.ln()
    n.ln('ENTRANCE')
    if steps:
        total = steps * rise
        n.ln('{s} steps, rise {h}" each ({tot}" total), {rail}. Recommend ramp at 1:12 = {ft} ft run plus 5\' x 5\' landing{alt}.',
             s=str(steps), h=str(rise), tot=('%g' % total), rail=r.choice(['no rails', 'rail on R only', 'rails both sides, loose']),
             ft=('%g' % (total)), alt=r.choice(['', '; alternatively vertical platform lift (space limited)']))
    else:
        n.ln('Level entry via garage; 1.5" threshold - needs beveled threshold ramp.')
    n.ln('Front door clear width {w}"; storm door {s}.', w=str(r.choice([30, 32, 34, 36])), s=r.choice(['to be removed', 'none', 'OK']))
    n.ln()
    n.ln('BATHROOM')
    n.ln('Door {w}" clear (min 32" needed) - {x}.', w=str(r.choice([24, 26, 28, 30])), x=r.choice(['offset hinges gain 1.5"', 'widen to 34"', 'pocket door']))
    n.ln('Tub/shower combo, tub wall 15". {x}', x=r.choice(['Recommend roll-in shower 60" x 30" with fold-down seat.',
                                                         'Tub transfer bench + handheld shower interim.',
                                                         'Curbless shower conversion; trench drain.']))
    n.ln('Toilet height {h}"; recommend {x}. Grab bars: {g}.', h=str(r.choice([15, 16, 17])), x=r.choice(['17-19" comfort height', 'raised seat with arms', 'wall-hung at 18"']),
         g=r.choice(['none - install 2 (blocking required)', 'one towel bar only, not rated']))
    n.ln('Sink: {x}', x=r.choice(['vanity - replace with wall-hung, knee clearance 27"', 'pedestal OK', 'insulate pipes (insensate legs)']))
    n.ln()
    n.ln('BEDROOM / KITCHEN')
    n.ln('{x}', x=r.choice(['Bedroom upstairs - relocate to dining room on main floor; ceiling lift track recommended.',
                            'Main floor bedroom, bed height 24" (goal 20-22"); carpet -> low pile or LVP.',
                            'Hospital bed fits with 5\' turning space on one side only.']))
    n.ln('Kitchen counters 36"; {x}', x=r.choice(['lowered section 30-34" with knee space', 'side-approach to range OK', 'front controls cooktop advised']))
    n.ln()
    n.ln('SAFETY: smoke/CO detectors {a}; thermostat reach {b}; second egress {cc}.', a=r.choice(['present', 'missing in basement']),
         b=r.choice(['OK', '60" - too high, needs smart thermostat']), cc=r.choice(['patio door with 4" step', 'none accessible']))
    n.ln()
    n.ln('RECOMMENDATIONS (priority)')
    items = [('Ramp or VPL', r.randint(3, 18) * 1000), ('Roll-in shower conversion', r.randint(8, 25) * 1000),
             ('Grab bars x3', r.randint(3, 9) * 100), ('Door widening x2', r.randint(12, 40) * 100),
             ('Ceiling lift track', r.randint(5, 14) * 1000), ('Lever handles / rocker switches', r.randint(2, 8) * 100)]
    for i, (it, cost) in enumerate(r.sample(items, r.randint(3, 5))):
        n.ln('{i}. {it} - est. ${c}', i=str(i + 1), it=it, c='{:,}'.format(cost))
    n.ln()
    n.f('Contractor quote {q} from {co}', q=('IDNUM', phi.idnum(r, 'wo')), co=('ORGANIZATION', cco))
    if r.random() < 0.6:
        n.f(' ({ph})', ph=('PHONE', phi.phone_str(r, c.area)))
    n.plain('; ')
    n.f('funding application to {x}.\n', x=r.choice(['the state home modification waiver program' if c.country == 'US' else
                                                      'the provincial home adaptations program',
                                                      ['insurer ', ('ORGANIZATION', c.insurer), ' under policy ', ('HEALTHPLAN', c.member)],
                                                      ['workers comp claim ', ('IDNUM', phi.idnum(r, 'claim'))]]))
    if owner:
        n.ln('Landlord consent obtained verbally; written consent to be mailed to {a}.', a=r.choice([land.name(r, 'title'), land.name(r, 'full')]))
    n.ln('Photos (n={k}) saved to chart.', k=str(r.randint(6, 30)))
    sign(n, c, 'ot', style=r.choice([0, 1, 3, 5]))


def driver(n, c):
    r = c.r
    pt = c.pt
    n.ln(r.choice(['DRIVER REHABILITATION PROGRAM - CLINICAL AND ON-ROAD EVALUATION', 'Driving Assessment Report',
                   'Adaptive Driving Evaluation', 'Driver Rehab: Pre-driving Clinical Screen + Road Test']))
    n.ln('{h}{x}', h=('HOSPITAL', c.hosp if r.random() < 0.6 else c.hosp_short), x=r.choice(['', ' - Driver Rehabilitation', ' | OT Driving Program']))
    n.ln()
    n.ln('Client: {nm}    Age: {a}    DOB: {dob}', nm=pt.name(r, r.choice(['full', 'LASTFIRST'])), a=('AGE', str(c.age)), dob=dt(c, c.dob))
    lic = phi.drivers_license(r, c.country, c.st)
    n.ln('Driver\'s licence #: {l} ({cls}), {st}, expires {d}', l=('LICENSE', lic),
         cls=r.choice(['Class D', 'Class C', 'CDL-A, suspended'] if c.country == 'US' else
                      (['Class G', 'Class G2', 'Class A, suspended'] if c.st == 'ON' else ['Class 5', 'Class 3', 'Class 1, suspended'])), st=('STATE', c.st),
         d=dt(c, phi.add_days(c.date, r.randint(90, 1500)), r.choice(['full', 'my_num', 'mon_year'])))
    n.ln('Referred by: {d}   Eval date: {e}', d=c.staff['physiatrist'].doc(r, 'dr'), e=dt(c, c.date))
    dx = '%s AIS %s SCI' % (c.level, c.ais) if c.kind == 'sci' else '%s %s' % (c.side.upper()[0], c.amp[1])
    n.ln('Diagnosis: {x}; seizure-free. Sedating meds: {m}.', x=dx, m=r.choice(['baclofen', 'gabapentin', 'none', 'tizanidine qHS']))
    n.ln()
    n.ln('VEHICLE')
    yr = r.randint(2006, c.date.year)
    mk = r.choice(['Dodge Grand Caravan', 'Toyota Sienna', 'Ford F-150', 'Honda Odyssey', 'Chevrolet Equinox',
                   'Subaru Outback', 'Chrysler Pacifica', 'Ram 1500', 'Honda CR-V'])
    n.ln('{y} {m}, VIN {v}, plate {p}{own}', y=str(yr), m=mk, v=('VEHICLE', phi.vin(r)), p=('VEHICLE', phi.plate(r, c.country)),
         own=r.choice(['', ' (owned by ' + c.rel + ')', ' (leased)']))
    n.ln()
    n.ln('CLINICAL SCREEN')
    n.ln('Visual acuity {a} OU; fields {f} deg horizontal; contrast {cs}.', a=r.choice(['20/20', '20/25', '20/30', '6/9']),
         f=str(r.randint(120, 160)), cs=r.choice(['WNL', 'mildly reduced']))
    n.ln('Trails A {a} s, Trails B {b} s; MVPT-4 {m}/45; MoCA {mo}/30.', a=str(r.randint(22, 60)), b=str(r.randint(50, 180)),
         m=str(r.randint(28, 45)), mo=str(r.randint(21, 30)))
    n.ln('Brake reaction time {t} s {w}; grip R {g1} kg / L {g2} kg.', t='%.2f' % (r.randint(45, 95) / 100),
         w=r.choice(['(hand control)', '(L foot)', '(R foot)']), g1=str(r.randint(4, 45)), g2=str(r.randint(4, 45)))
    n.ln('Transfer into driver seat: {x}; wheelchair loading: {y}.', x=r.choice(['independent with slide board', 'independent stand-pivot', 'needs transfer seat base']),
         y=r.choice(['independent, frame over body', 'unable - needs rooftop chair topper', 'ramp van required']))
    n.ln()
    n.ln('ON-ROAD ({m} min, evaluator vehicle with dual brake)', m=str(r.randint(35, 75)))
    n.ln('Equipment used: {e}.', e=r.choice(['push-rock hand control + spinner knob', 'left-foot accelerator + pedal guard',
                                             'push-right angle hand control, tri-pin', 'steering knob only']))
    n.f('Route: residential, school zone, 4-lane arterial, highway merge{lm}. ', lm=[' past ', ('LOCATION_OTHER', c.landmark)] if r.random() < 0.5 else '')
    n.plain(r.choice(['Errors: 2 wide right turns, late braking x1. ', 'No critical errors. ',
                      'Critical error: evaluator intervention at stop sign. ', 'Lane position drifted to R on curves. ']))
    n.plain('\n\n')
    n.ln('RECOMMENDATIONS')
    n.ln('- {x}', x=r.choice(['Cleared to drive with hand controls after 6 lessons; licence restriction for hand controls.',
                               'Not yet safe; repeat in 3 months after strength training.',
                               'Cleared; no restrictions beyond automatic transmission.',
                               'Needs ramp-equipped minivan with lockdown system before further training.']))
    n.ln('- Install by {v}, quote {q}; notify licensing authority.', v=('ORGANIZATION', r.choice(P.VEHICLE_MODS)), q=('IDNUM', phi.idnum(r, 'wo')))
    if r.random() < 0.5:
        n.ln('- Report faxed to {d} at {fx}.', d=c.staff['pcp'].doc(r, 'dr'), fx=('FAX', phi.phone_str(r, c.area)))
    dr = c.staff['driver']
    n.plain('\n')
    n.ln('{d}', d=dr.doc(r, 'fullcred'))
    n.ln('Certified Driver Rehabilitation Specialist, cert. #{cn}', cn=('LICENSE', phi.digits(r, r.choice([4, 5]))))
    if r.random() < 0.4:
        n.ln('{ph}', ph=('PHONE', phi.phone_str(r, c.area, ext=True)))
