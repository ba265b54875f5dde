"""Genres: patient choice letter, patient transport booking (own)."""
import lc
import txt as T

POLICY = {'GB': 'our Choice and Discharge Policy (2023)', 'IE': 'the HSE Code of Practice for Integrated Discharge Planning',
          'AU': 'the Hospital Discharge Policy and My Aged Care guidance', 'NZ': 'the Supported Discharge Policy',
          'CA': 'the Discharge Planning and ALC Policy', 'US': 'federal discharge planning rules (42 CFR 482.43)'}


def patient_choice_letter(c, d):
    r = c.r
    dc = c.staff('dc', 'nurse')
    team = c.ch(['Integrated Discharge Team', 'Discharge Planning Service', 'Patient Flow and Discharge Team', 'Case Management'])
    hosp_addr = {'street': c.street(), 'loc': [c.htown], 'state': c.home['state'], 'zip': lc.postcode(r, c.cc)}
    d.f('{h}\n{t}\n{a}\nTel: {tel}{fx}\nEmail: {e}\n\n', h=('HOSPITAL', c.hosp), t=team, a=c.ADDR(hosp_addr, 'lines'),
        tel=('PHONE', c.get('team_phone')), fx=c.ch(['', ['   Fax: ', ('FAX', c.get('fax'))]]),
        e=('EMAIL', c.ch(['discharge.team', 'idt', 'patientflow', 'casemgmt']) + '@' + c.slug(c.hosp)))
    d.f('Date: {dt}\n{ml}: {mrn}\n\n', dt=c.D(c.base, c.ch(['dMMy', 'MMdy', 'dthM', None])), ml=c.ch(lc.MRN_LAB[c.cc]),
        mrn=('MRN', c.get('mrn')))
    d.add(c.N(c.pt, 'tfull'))
    d.f('\n{w}, {h}\n', w=('HOSPITAL', c.ward), h=('HOSPITAL', c.hosp))
    if c.p(.5):
        d.f('and {n} ({rel})\n', n=c.N(c.nok, c.ch(['tfull', 'full'])), rel=c.nok['rel'])
    d.f('\nDear {n},\n\n{re}\n\n', n=c.N(c.pt, 'title'),
        re=c.ch(['Re: Leaving hospital - choosing where you will receive care', 'RE: YOUR DISCHARGE FROM HOSPITAL - PATIENT CHOICE',
                 'Re: Important information about your discharge options']))
    d.f('Your doctors have confirmed that you no longer need to be in an acute hospital bed and have been medically ready '
        'for discharge since {mf}. In line with {pol}, we will help you choose a {what} that can meet your assessed needs.\n\n',
        mf=c.D(c.mffd), pol=POLICY[c.cc], what=c.ch(['care home', 'care provider', 'nursing home', 'home care agency',
                                                     'skilled nursing facility']))
    d.add('The following have vacancies and have confirmed they can meet your needs:\n\n')
    for i in range(r.randint(2, 4)):
        home = c.care_home()
        a = c.address()
        d.f('{i}. {h}\n   {a}\n   Tel {t}{x}\n', i=str(i + 1), h=('HOSPITAL', home), a=c.ADDR(a, 'inline'),
            t=('PHONE', lc.phone(r, c.cc, 'land')),
            x=c.ch(['', ['  ', ('URL', c.url(c.slug(home), c.ch(['vacancies', 'about', 'visit'])))], ' (nursing bed, ' + {'GB': 'CQC "Good"', 'IE': 'HIQA compliant', 'AU': 'fully accredited', 'NZ': 'certified 4 years',
                                           'CA': 'no outstanding orders', 'US': 'CMS 4-star'}[c.cc] + ')',
                    ' (dementia unit)']))
    dl = c.days(c.base, 2, 7)
    d.f('\nPlease tell us your choice by {dl}. If your preferred option is not available by then, you will be offered an '
        'interim placement at {ih} until a place becomes available. You will not be charged for the first {n} days.\n\n',
        dl=c.D(dl, c.ch([None, 'WdMMy' if c.dk == 'dmy' else 'WMMdy'])), ih=('HOSPITAL', c.care_home()),
        n=c.ch(['7', '28', '14']))
    d.f('If you have any questions please speak to {n} on {t} (Mon-Fri 09:00-17:00) or ask the nurse in charge of {w}. '
        'Information is also available at {u}.\n\n', n=c.N(dc, c.ch(['full', 'tfull'])), t=('PHONE', dc['phone']),
        w=('HOSPITAL', c.ward), u=('URL', c.url(c.slug(c.hosp), c.ch(['patients/leaving-hospital', 'discharge-choice',
                                                                        'info/choice-leaflet']))))
    d.add(c.ch(['Yours sincerely,\n\n', 'Kind regards,\n\n']))
    d.add(c.sig(dc, c.ch(['Discharge Coordinator', 'Discharge Liaison Nurse', 'Case Manager, RN', 'Head of Patient Flow'])))
    if c.p(.4):
        ty = c.staff('typist', 'nurse')
        d.f('\n\nRef: {a}/{b}', a=('DOCTOR', dc['first'][0] + dc['last'][0]), b=('DOCTOR', (ty['first'][0] + ty['last'][0]).lower()))
    d.f('\n\ncc: {cons}; {sw}; {gp}\n', cons=['Dr ', c.N(c.staff('cons', doctor=True), 'last')],
        sw=c.N(c.staff('sw', 'sw'), 'full'), gp=('HOSPITAL', c.gp_practice))
    if c.p(.4):
        d.f('Letter handed to patient on ward by {n} on {dt}; copy posted to {rel} at {a}.\n',
            n=c.N(c.staff('nurse', 'nurse'), c.ch(['full', 'fi'])), dt=c.D(c.base, 'short'), rel=c.nok['rel'],
            a=c.ADDR(c.address(), 'inline'))


def transport_booking(c, d):
    r = c.r
    bk = c.staff('dc', 'nurse')
    svc = c.ch({'GB': ['Patient Transport Service (PTS)', 'Non-Emergency Patient Transport'],
                'IE': ['National Ambulance Service - Intermediate Care', 'Patient Transport'],
                'AU': ['Non-Emergency Patient Transport (NEPT)', 'Patient Transport Service'],
                'NZ': ['Patient Transfer Service', 'Inter-hospital Transfer Service'],
                'CA': ['Non-Urgent Patient Transfer', 'Patient Transfer Service'],
                'US': ['Non-Emergency Medical Transportation (NEMT)', 'Wheelchair Van / Ambulette Service']}[c.cc])
    prov = c.fill(c.ch(['{w}{e} Ambulance Ltd', '{r} Patient Transport', '{w} Medical Transfers', '{t} Ambulette Co.']))
    ref = 'PTS' + lc.dg(r, 7) if c.p(.5) else '%s-%s' % (lc.up(r, 2), lc.dg(r, 6))
    trav = c.days(c.base, 0, 3)
    d.f('{svc} - BOOKING CONFIRMATION\nProvider: {p}\nBooking ref: {ref}   Booked: {bd} {bt} by {bk} ({tel})\n\n',
        svc=svc, p=('ORGANIZATION', prov), ref=('IDNUM', ref), bd=c.D(c.base, c.ch(['short', None, 'iso'])),
        bt='%02d:%02d' % (r.randint(8, 16), r.randint(0, 59)), bk=c.N(bk, c.ch(['full', 'fi', 'title'])),
        tel=('PHONE', c.ch([bk['phone'], c.get('ward_phone')])))
    d.f('PATIENT\n{n}   DOB {dob}   {ml} {mrn}\nWeight: {wt} kg   Height: {ht} cm\n', n=c.N(c.pt, c.ch(['LFM', 'full', 'LF'])),
        dob=c.D(c.dob), ml=c.ch(lc.MRN_LAB[c.cc]), mrn=('MRN', c.get('mrn')), wt=str(r.randint(41, 142)),
        ht=str(r.randint(148, 190)))
    if c.cc in ('US', 'AU', 'CA') and c.p(.5):
        nl, nat = c.natno()
        d.f('{nl}: {nat} (eligibility checked)\n', nl=nl, nat=nat)
    dest_home = c.p(.5)
    d.f('\nCOLLECT FROM\n{h}, {w}, bay {bay} bed {bed}\nReady from: {rt}\n\nDESTINATION\n',
        h=('HOSPITAL', c.hosp), w=('HOSPITAL', c.ward), bay=('LOCATION_OTHER', c.bay), bed=('LOCATION_OTHER', c.bed),
        rt=c.ch(['10:00', '11:30', '13:00', '14:00 (after lunch)']))
    if dest_home:
        d.f('Home: {a}\nAccess: {x}\n', a=c.ADDR(c.home, c.ch(['inline', 'lines'])),
            x=c.ch(['4 steps, no rail', 'level access', 'first floor, stairs - carry chair needed', 'key safe; carers meet crew at 14:00']))
    else:
        ch = c.care_home()
        d.f('{ch}\n{a}\nTel {t}\n', ch=('HOSPITAL', ch), a=c.ADDR(c.address(), 'inline'), t=('PHONE', lc.phone(r, c.cc, 'land')))
    d.f('Date of travel: {dt}\n\nMOBILITY / CLINICAL\n{m}\nOxygen: {o}\nInfection: {inf}\nDNACPR: {dn}\n',
        dt=c.D(trav, c.ch([None, 'WdMMy' if c.dk == 'dmy' else 'WMMdy'])),
        m=c.ch(['Stretcher (2 crew)', 'Wheelchair - own chair travels', 'Walker, 1 crew assist', 'Bariatric stretcher, 4 crew',
                'Carry chair for stairs']),
        o=c.ch(['none', '2 L/min via nasal cannula - cylinder', ['own concentrator S/N ', ('DEVICE', c.get('dev'))]]),
        inf=c.ch(['MRSA screen negative', 'C. diff - side room, clean vehicle after', 'COVID negative (LFT)', 'none known']),
        dn=c.ch(['Yes - original form travels with patient', 'No', 'ReSPECT form with patient']))
    if c.p(.4):
        d.add('Notes: ' + T.hn(c) + '\n')
    d.f('Escort: {e}\n\n', e=c.ch(['none', [c.nok['rel'], ' ', c.N(c.nok, 'full'), ' travelling (', ('PHONE', c.nok['phone']), ')'],
                                   ['carer ', c.N(c.staff('cw1', 'nurse'), 'full'), ' to meet at destination']]))
    crew1, crew2 = c.staff('crew1', 'nurse'), c.staff('crew2', 'nurse')
    d.f('ALLOCATION\nVehicle: {cs} (reg {pl})   Crew: {a} / {b}\n', cs=c.ch(['PTS %d' % r.randint(10, 99), 'Unit %d' % r.randint(1, 40),
                                                                         'WAV-%d' % r.randint(1, 20)]),
        pl=('VEHICLE', c.get('plate')), a=c.N(crew1, c.ch(['full', 'fi'])), b=c.N(crew2, c.ch(['full', 'first'])))
    if c.p(.3):
        d.f('Vehicle VIN {v} (replacement vehicle)\n', v=('VEHICLE', c.get('vin')))
    d.add('\nSTATUS LOG\n')
    mins = r.randint(9 * 60, 12 * 60)
    for st in ['Crew allocated', 'On scene', 'Patient on board', 'Arrived at destination', 'Handover complete']:
        h_m = '%02d:%02d' % (mins // 60, mins % 60)
        mins += r.randint(6, 55)
        x = ''
        if st == 'Handover complete' and c.p(.7):
            x = [' - handed to ', c.N(c.person('DOCTOR'), c.ch(['full', 'first'])), c.ch([' (nurse in charge)', ' (senior carer)', ''])]
        d.f('{t} {s}{x}\n', t=h_m, s=st, x=x)
    if c.p(.4):
        d.f('\nCancellation line: {t}. Online tracking: {u}\n', t=('PHONE', lc.phone(r, c.cc, 'land')),
            u=('URL', c.url(c.slug(prov), 'track/' + ref.lower())))
    if c.p(.35):
        d.f('Booking amended by {u} ({ip}).\n', u=('USERNAME', bk['user']), ip=('IPADDR', c.get('ip')))
    d.add(c.ch(['', 'Journeys cancelled with less than 2 hours\' notice may be charged.\n', 'Emergency: dial ' + T.EMERG[c.cc] + '.\n']))
