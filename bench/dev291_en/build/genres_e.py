"""Genres: driving fitness letter (hypoglycaemia and driving), remote
monitoring / data-sharing enrolment record."""
import datetime as dt

import clin
import hdr
import pools as PL
from core import M, pad
from ctx import Person, letters, digits

AGENCY = {'UK': 'DVLA', 'US': 'the state DMV', 'AU': 'the state licensing authority',
          'CA': 'the provincial Ministry of Transportation', 'NZ': 'NZTA'}
GROUP = {'UK': 'Group 2 (HGV/PCV)', 'US': 'commercial (CDL, interstate)', 'AU': 'commercial vehicle',
         'CA': 'Class 1 commercial', 'NZ': 'Class 5 heavy vehicle'}


def vin(r):
    return letters(r, 17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')


# ================================================================ driving
def driving_letter(c, n):
    r = c.r
    cons = c.team['cons']
    job = r.choice(PL.DRIVING_PROFS) if r.random() < 0.7 else c.prof
    commercial = job in PL.DRIVING_PROFS
    ev = c.today - dt.timedelta(days=r.randint(14, 120))
    plate = c.plate()
    hdr.letterhead(c, n)
    n.ln('')
    n.ln('Date: %s' % c.d(c.today))
    n.ln('')
    v = r.randint(0, 1)
    if v == 0:
        n.ln('PRIVATE AND CONFIDENTIAL')
        n.ln(c.P('full'))
        n.ln(c.addr_of(c.street, c.town, c.zip, '\n'))
        n.ln('')
        n.ln('Dear %s,' % c.Pt())
    else:
        n.ln('To whom it may concern / %s medical assessment' % ('DVLA' if c.cc == 'UK' else 'licensing'))
        n.ln('')
    n.ln('')
    n.ln('Re: Diabetes and fitness to drive - %s, DOB %s' % (c.P(r.choice(['full', 'full_mid'])), c.dob_s()))
    n.ln('Driving licence no. %s   %s' % (M('LIC', c.driver_lic()),
                                         ('Entitlement: ' + GROUP[c.cc]) if commercial else 'Car licence only'))
    n.ln('Vehicle registration: %s%s' % (M('VEH', plate), ('   VIN %s' % M('VEH', vin(r))) if r.random() < 0.3 else ''))
    n.ln('')
    pr = 'you' if v == 0 else c.Pt()
    n.ln('%s attended the diabetes clinic on %s following %s on %s.' % (
        pr.capitalize() if pr == 'you' else pr, c.d(c.today - dt.timedelta(days=r.randint(1, 10))),
        r.choice(['a hypoglycaemic episode while driving', 'a minor collision attributed to hypoglycaemia',
                  'a report from an employer', 'a routine licence renewal']), c.wdd(ev)))
    if r.random() < 0.7:
        n.ln('On that day %s driving %s (%s) %s when the sensor alarmed at %s; glucose on fingerprick '
             'was %s. %s' % (
                 'you were' if v == 0 else ('she' if c.pat.sex == 'F' else 'he') + ' was',
                 r.choice(['a company van', 'the family car', 'a bus on the school route', 'an articulated lorry']),
                 'reg ' + M('VEH', c.plate()) if r.random() < 0.5 else 'same vehicle',
                 'near ' + M('CITY', r.choice(c.C['towns'])) if r.random() < .6 else 'on the way to work',
                 r.choice(['07:45', '16:20', '13:05', '18:30']), c.g(r.uniform(2.2, 3.6)),
                 r.choice(['Pulled over safely and treated with glucose tablets.',
                           'Clipped a parked car at low speed; no injuries; police attended.',
                           'Passenger (' + c.fam[0].rel + ' ' + c.F(c.fam[0], 'first') + ') took over driving.'])))
    n.ln('')
    n.ln('%s works as a %s%s.' % ('You' if v == 0 else c.P('first'), M('PROF', job),
                                  (' for ' + M('ORG', c.employer)) if r.random() < 0.7 else ''))
    n.ln('Treatment: %s with %s; %s CGM. HbA1c %s. Hypoglycaemia awareness: %s.' % (
        c.pump if r.random() < 0.6 else 'MDI', c.rapid, c.cgm, c.a1c(r.randint(50, 85)),
        r.choice(['intact', 'impaired (Gold score 5)', 'intact, with alerts'])))
    n.ln('Severe hypoglycaemia in last 12 months: %s.' % r.choice([
        'none', 'one episode (%s) while asleep' % c.dago(r.randint(60, 300), 'month_y'),
        'two episodes, last on %s' % c.dago(r.randint(30, 200))]))
    n.ln('')
    n.ln('Advice given (in line with %s standards):' % AGENCY[c.cc])
    rules = [
        'check glucose no more than 2 hours before driving and every 2 hours on long journeys;',
        'do not drive if glucose is below %s ("five to drive" where applicable);' % c.g(5.0),
        'if hypo: stop, remove keys, treat, and wait 45 minutes after recovery before driving;',
        'keep fast-acting glucose within reach in the vehicle;',
    ]
    if commercial:
        rules.append('for commercial entitlement fingerprick checks are still required; CGM alone is not accepted '
                     'for %s in this jurisdiction;' % GROUP[c.cc].split(' (')[0])
    for x in rules:
        n.ln(' - ' + x)
    n.ln('')
    outcome = r.choice([
        'I have advised %s to stop driving and to notify %s; I will review in 3 months.' % (
            'you' if v == 0 else 'the patient', AGENCY[c.cc]),
        'In my opinion %s currently meets the medical standard for driving.' % ('you' if v == 0 else c.P('first')),
        'I have completed the medical questionnaire (form %s) and returned it on %s.' % (
            {'UK': 'VDIAB1I', 'US': 'MCSA-5870', 'AU': 'fitness to drive report',
             'CA': 'MTO medical report', 'NZ': 'DL9'}[c.cc], c.d(c.today)),
    ])
    n.ln(outcome)
    if r.random() < 0.5:
        n.ln('Case reference from licensing agency: %s.' % M('IDN', '%s%07d' % (r.choice(['D', 'MR', 'CASE-']),
                                                                              r.randint(0, 9999999))))
    n.ln('')
    n.ln('Yours sincerely,')
    n.ln('')
    hdr.sig(c, n, cons, lic=True)
    if r.random() < 0.6:
        n.ln('')
        n.ln('cc: %s, %s' % (c.Dt(c.gp, 'full'), M('HOSP', c.gp_site)))
        if commercial and r.random() < 0.5:
            n.ln('    Occupational health, %s (with consent): %s' % (M('ORG', c.employer), M('FAX', c.phone('land'))))


# ================================================================ remote monitoring
PLATFORMS = ['GlucoLink Cloud', 'CareBridge Diabetes Portal', 'DataRiver Clinic', 'SugarView Pro']
PHONES = ['iPhone 13 (iOS 17.4)', 'Pixel 7 (Android 14)', 'Galaxy A54 (Android 13)', 'iPhone SE (iOS 16.7)',
          'iPad 9th gen (iPadOS 17)']
EVENTS = ['LOGIN', 'UPLOAD', 'SHARE_INVITE', 'SHARE_ACCEPT', 'REPORT_VIEW', 'PASSWORD_RESET', 'MFA_OK',
          'DEVICE_LINK', 'LOGOUT']


def remote_platform(c, n):
    r = c.r
    dsn = c.team['dsn']
    it = hdr.new_person(c, 'Clinical Systems Analyst')
    plat = r.choice(PLATFORMS)
    user = c.username()
    n.ln('REMOTE MONITORING ENROLMENT & DATA-SHARING RECORD')
    n.ln('Platform: %s   Clinic group: %s (clinic code %s)' % (
        plat, M('HOSP', c.clinic), M('IDN', '%s-%04d' % (letters(r, 3), r.randint(0, 9999)))))
    n.ln('')
    n.ln('PATIENT')
    n.ln('  Name: %s   DOB: %s   %s: %s' % (c.P(r.choice(['full', 'LF'])), c.dob_s(), clin.mrn_label(c),
                                           M('MRN', c.mrn)))
    n.ln('  Account username: %s' % M('USR', user))
    n.ln('  Registered email: %s   Mobile (2FA): %s' % (M('EM', c.email), M('PH', c.phone_m)))
    n.ln('  Consent to clinic data sharing signed %s (witness %s)' % (c.d(c.today), c.D(dsn, 'i_last')))
    n.ln('')
    n.ln('FOLLOWERS / CARERS')
    for p in c.fam[:r.randint(1, 3)]:
        n.ln('  %s (%s) - user %s - %s - alerts: %s' % (
            c.F(p), p.rel, M('USR', c.username(p)), M('EM', c.make_email(p)),
            r.choice(['urgent low only', 'low + high', 'none (view only)'])))
    n.ln('')
    n.ln('LINKED DEVICES')
    n.ln('  Pump:        %s  SN %s' % (c.pump, M('DEV', c.pump_sn)))
    n.ln('  CGM:         %s  transmitter %s' % (c.cgm, M('DEV', c.tx_id)))
    if r.random() < 0.6:
        n.ln('  BG meter:    %s  SN %s' % (r.choice(['Accurion Link', 'TruStrip Duo', 'KetoCheck Plus']),
                                           M('DEV', letters(r, 2) + digits(r, 8))))
    phone = r.choice(PHONES)
    n.ln('  Phone:       %s, app %d.%d.%d' % (phone, r.randint(2, 6), r.randint(0, 9), r.randint(0, 40)))
    bio = r.random() < 0.85
    if bio:
        n.ln('  App unlock:  %s enrolled, biometric template ID %s' % (
            r.choice(['fingerprint', 'face ID', 'fingerprint']), M('BIO', r.choice(['FP-', 'BIO-', 'FT']) +
                                                                  '%05d' % r.randint(0, 99999))))
    n.ln('')
    n.ln('AUDIT LOG (UTC)')
    t = dt.datetime(c.today.year, c.today.month, c.today.day, r.randint(8, 16), r.randint(0, 59), r.randint(0, 59))
    ipa = c.ip()
    for i in range(r.randint(5, 9)):
        ev = EVENTS[i] if i < 2 else r.choice(EVENTS)
        who = M('USR', user) if r.random() < 0.7 else M('USR', 'dsn.' + dsn.last.lower().replace(' ', '').replace('-', '')[:8])
        ip = ipa if r.random() < 0.6 else c.ip()
        n.ln('  %s %02d:%02d:%02d  %-13s user %s  from %s%s' % (
            M('DATE', '%04d-%02d-%02d' % (t.year, t.month, t.day)), t.hour, t.minute, t.second, ev, who,
            M('IP', ip), ('  (%d readings)' % r.randint(288, 4032)) if ev == 'UPLOAD' else ''))
        t += dt.timedelta(minutes=r.randint(1, 600), seconds=r.randint(0, 59))
    n.ln('')
    if r.random() < 0.6:
        n.ln('SUPPORT')
        n.ln('  Ticket #%s raised %s: %s' % (
            M('IDN', '%06d' % r.randint(0, 999999)), c.d(c.day(-r.randint(0, 5))), r.choice([
                'uploads failing from home Wi-Fi (router blocks port).',
                'follower invite e-mail not received - resent.',
                'duplicate account merged.',
                'pump not visible after firmware update.'])))
        n.ln('  Contact: %s, %s, ext. %s' % (c.D(it), it.role, M('PH', '555%d' % r.randint(0, 9))))
        n.ln('')
    n.ln('Patient portal link sent by SMS: %s' % M('URL', 'https://%s.example.net/%s/%s' % (
        r.choice(['portal', 'share', 'connect']), r.choice(['join', 'invite', 'p']), letters(r, 6).lower())))
    n.ln('Clinic dashboard: %s' % M('URL', 'https://clinic.example.org/%s' % r.choice(['dashboard', 'cgm', 'reports'])))
    n.ln('')
    n.ln('Set up by %s, %s, on %s. Information leaflet "Sharing your diabetes data" given.' % (
        c.D(dsn), c.dsn_t(), c.ds(c.today)))
