"""Alternative layouts: transition letter, device warranty e-mail thread,
data-sharing consent form, SOAP-style annual review."""
import datetime as dt

import clin
import hdr
import pools as PL
from core import M, pad
from ctx import Person, letters, digits


# ================================================================ transition letter
def transition_letter(c, n):
    r = c.r
    paed, cons, dsn = c.team['paed'], c.team['cons'], c.team['dsn']
    par = c.fam[0]
    hdr.letterhead(c, n, 'Young Adult Diabetes Service')
    n.ln('')
    n.ln(c.d(c.today, r.choice(['d_month_y', 'month_d_y' if c.us else 'ord_month_y'])))
    n.ln('')
    n.ln(c.P('full'))
    n.ln(c.addr_of(c.street, c.town, c.zip, '\n'))
    n.ln('')
    n.ln('Dear %s,' % c.P(r.choice(['first', 'nick'])))
    n.ln('')
    n.ln('Re: Joint transition clinic, %s' % c.wdd(c.today))
    n.ln('%s: %s   DOB: %s' % (clin.mrn_label(c), M('MRN', c.mrn), c.dob_s()))
    n.ln('')
    n.ln('It was good to see you today with %s and %s in the joint clinic. As agreed, this letter is written '
         'to you, and a copy goes to your %s and, with your permission, to %s %s.' % (
             c.Dt(paed), c.Dt(cons), 'GP' if c.cc != 'US' else 'primary care provider', par.rel,
             c.F(par, 'first')))
    n.ln('')
    s = clin.cgm_stats(r)
    n.ln('Your diabetes: you have had type 1 diabetes since you were %s. You use the %s with %s and your '
         'HbA1c today was %s. Over the last 14 days your time in range was %d%% with %d%% low. You told us '
         'that %s.' % (
             M('AGE', words_or_num(r, c.dx_age)), c.pump, c.cgm, c.a1c(r.randint(52, 95)), s['tir'],
             s['tbr1'] + s['tbr2'], r.choice([
                 'lunchtime boluses get missed at %s' % M('ORG', c.school),
                 'late nights gaming make mornings hard',
                 'you are nervous about lows during shifts as a %s at %s' % (
                     M('PROF', r.choice(['lifeguard', 'barista', 'kitchen porter', 'retail assistant'])),
                     M('ORG', r.choice(PL.EMPLOYERS))),
                 'football training with %s on Tuesday and Thursday evenings causes lows' % M('ORG', r.choice(PL.CLUBS))])))
    n.ln('')
    n.ln('Moving on: you will be %s in %s and would like your adult care at %s. We have booked your first '
         'adult appointment for %s with %s (%s).' % (
             r.choice(['starting an apprenticeship', 'going to university', 'starting college', 'working full time']),
             M('CITY', r.choice(c.C['towns'])), M('HOSP', r.choice(c.C['hosp'])),
             c.d(c.day(r.randint(40, 160))), c.D(dsn), c.dsn_t()))
    n.ln('')
    n.ln('Things we agreed:')
    for i, x in enumerate(r.sample([
            'set a phone reminder for the lunchtime bolus',
            'reduce the 16:00-20:00 basal by 0.05 U/h on training days',
            'register with a GP near your new address',
            'keep a spare set and pen in your bag',
            'try the exercise target 60 minutes before sport',
            'read the alcohol and diabetes leaflet we gave you',
            'check ketones if glucose is above %s for 2 hours' % c.g(14)], 4), 1):
        n.ln('%d. %s' % (i, x[:1].upper() + x[1:]))
    n.ln('')
    n.ln('You can contact the team on %s or by e-mail at %s. Out of hours, ring %s and ask for the '
         'on-call diabetes doctor.' % (M('PH', c.phone('land')), M('EM', 'youngadult.diabetes@example.org'),
                                       M('PH', c.phone('land'))))
    n.ln('')
    n.ln('Best wishes,')
    n.ln('')
    n.ln('%s   %s' % (c.sig(paed), c.sig(cons)))
    n.ln('%s   %s' % (paed.role, cons.role))
    n.ln('')
    n.ln('cc: %s, %s' % (c.Dt(c.gp, 'full'), M('HOSP', c.gp_site)))
    if r.random() < 0.5:
        n.ln('    %s (%s), with consent' % (c.F(par), par.rel))


def words_or_num(r, k):
    from ctx import words
    return words(k) if r.random() < 0.5 else str(k)


# ================================================================ device e-mail thread
def device_email(c, n):
    r = c.r
    dsn = c.team['dsn']
    rep = hdr.new_person(c, 'Territory Clinical Manager')
    ts = hdr.new_person(c, 'Technical Support')
    tstart = c.today - dt.timedelta(days=r.randint(0, 2))
    rep_mail = M('EM', c.make_email(rep, 'example.com'))
    dsn_mail = M('EM', c.make_email(dsn, 'example.org'))
    rma = M('IDN', 'RMA%07d' % r.randint(0, 9999999))
    n.ln('From: %s' % rep_mail)
    n.ln('To: %s' % dsn_mail)
    n.ln('Cc: %s' % M('EM', r.choice(['techsupport', 'warranty', 'orders']) + '@example.com'))
    n.ln('Date: %s %s' % (c.wdd(c.today), r.choice(['12:51', '14:07', '17:32'])))
    n.ln('Subject: RE: Warranty replacement - %s SN %s' % (c.pump, M('DEV', c.pump_sn)))
    n.ln('')
    n.ln('Hi %s,' % c.D(dsn, 'first'))
    n.ln('')
    n.ln('Thanks for the call this morning. I have spoken to %s in technical support and the replacement is '
         'approved under warranty (case %s). The new pump (SN %s) will ship today by courier, tracking %s, to '
         'the address below, and should arrive %s.' % (
             c.D(ts, 'first'), rma, M('DEV', c.make_pump_sn()),
             M('IDN', '%s%s' % (letters(r, 2), digits(r, 10))), c.d(c.day(1), 'wds')))
    n.ln('')
    n.ln('   %s' % c.P('full'))
    n.ln('   %s' % c.addr1())
    n.ln('   Tel %s' % M('PH', c.phone_m))
    n.ln('')
    n.ln('Please ask %s to keep the old pump and send it back in the prepaid box within 14 days. The settings '
         'can be restored from the last upload on %s.' % (c.P('first'), c.d(c.today - dt.timedelta(days=r.randint(1, 6)))))
    n.ln('')
    n.ln('Kind regards,')
    n.ln('%s | %s | %s' % (c.D(rep), rep.role, M('ORG', c.maker['co'])))
    n.ln('Mobile %s' % M('PH', c.phone('mob')))
    n.ln('')
    n.ln('-----Original Message-----')
    n.ln('From: %s' % dsn_mail)
    n.ln('Sent: %s %s' % (c.d(tstart), r.choice(['07:58', '08:15', '09:44'])))
    n.ln('To: %s' % rep_mail)
    n.ln('Subject: Warranty replacement - %s SN %s' % (c.pump, M('DEV', c.pump_sn)))
    n.ln('')
    n.ln('Hello %s,' % c.D(rep, 'first'))
    n.ln('')
    fault = r.choice(['an "E-14 motor error" that has now happened three times since %s' % c.dago(r.randint(5, 20), 'wds'),
                      'a cracked cartridge cap after a fall at work',
                      'repeated "no delivery" alarms that persist with new sets and cartridges',
                      'a blank screen after charging overnight'])
    n.ln('One of our patients (%s, DOB %s, %s %s) has %s. Pump is %s days into a %d-year warranty '
         '(started %s). %s is on back-up pens and %s in the meantime.' % (
             c.P(r.choice(['init', 'full', 'first_i'])), c.dob_s(), clin.mrn_label(c), M('MRN', c.mrn), fault,
             r.randint(200, 1300), r.choice([4, 4, 3]), c.dago(r.randint(200, 1300), r.choice(['month_y', None])),
             'She' if c.pat.sex == 'F' else 'He', c.cgm))
    n.ln('')
    n.ln('Glucose peaked at %s and ketones %.1f mmol/L overnight, managed at home. I have logged it locally as '
         'incident %s. Could you arrange a replacement?' % (
             c.g(r.uniform(15, 24)), r.uniform(0.3, 1.9), M('IDN', 'IR-%06d' % r.randint(0, 999999))))
    n.ln('')
    n.ln('Many thanks,')
    n.ln(c.D(dsn))
    n.ln('%s, %s' % (dsn.role, M('HOSP', c.hosp)))
    n.ln('Direct line %s' % M('PH', c.phone('land')))


# ================================================================ consent form
def remote_consent(c, n):
    r = c.r
    dsn = c.team['dsn']
    plat = r.choice(['GlucoLink Cloud', 'CareBridge Diabetes Portal', 'DataRiver Clinic'])
    n.ln('%s' % M('HOSP', c.clinic))
    n.ln('CONSENT FOR REMOTE DATA SHARING AND VIRTUAL REVIEW')
    n.ln('')
    n.ln('Patient name: %s        Date of birth: %s' % (c.P(r.choice(['full', 'full_mid'])), c.dob_s()))
    if c.cc != 'US':
        n.ln('%s: %s        %s: %s' % (clin.mrn_label(c), M('MRN', c.mrn), clin.nat_label(c),
                                      M(clin.nat_code(c), c.nat)))
    else:
        n.ln('%s: %s' % (clin.mrn_label(c), M('MRN', c.mrn)))
    n.ln('Platform: %s        Clinic code: %s' % (plat, M('IDN', '%s%04d' % (letters(r, 2), r.randint(0, 9999)))))
    n.ln('Username: %s        Account e-mail: %s' % (M('USR', c.username()), M('EM', c.email)))
    n.ln('')
    n.ln('I agree that (tick each box):')
    for x in ['[x] my pump, sensor and meter data are uploaded to the platform above;',
              '[x] the diabetes team may view my data between appointments;',
              '[%s] the team may contact me by text on %s when a review identifies a safety concern;' % (
                  r.choice(['x', 'x', ' ']), M('PH', c.phone_m)),
              '[%s] my data may be used, without my name, for service audit;' % r.choice(['x', ' ']),
              '[x] I understand data are stored on servers outside the hospital and I can withdraw at any time.']:
        n.ln('  ' + x)
    n.ln('')
    n.ln('Linked devices: %s SN %s; %s transmitter %s' % (c.pump, M('DEV', c.pump_sn), c.cgm, M('DEV', c.tx_id)))
    if r.random() < 0.7:
        n.ln('App login: %s unlock enabled (template %s) on %s' % (
            r.choice(['fingerprint', 'biometric']), M('BIO', 'FP-%05d' % r.randint(0, 99999)),
            r.choice(['iPhone 14', 'Pixel 8', 'Galaxy S23', 'iPhone 12'])))
    n.ln('Home upload: %s via router %s' % (r.choice(['automatic (phone app)', 'weekly USB upload', 'daily (Wi-Fi)']),
                                            M('IP', c.ip())))
    n.ln('')
    if c.child:
        p = c.fam[0]
        n.ln('Signed by parent/guardian: %s (%s)   Date: %s' % (c.F(p), p.rel, c.ds(c.today)))
        n.ln('Young person assent: %s   age %s' % (c.P('first'), M('AGE', c.age)))
    else:
        n.ln('Signed: %s   Date: %s' % (c.P(r.choice(['full', 'i_last'])), c.ds(c.today)))
    n.ln('Witness: %s, %s   Date: %s' % (c.D(dsn), c.dsn_t(), c.ds(c.today)))
    n.ln('')
    n.ln('---- Follower invitation (sent %s) ----' % c.d(c.today))
    p = c.fam[1]
    n.ln('To: %s' % M('EM', c.make_email(p)))
    n.ln('%s has invited you to follow their glucose data on %s. Accept here: %s' % (
        c.P('first'), plat, M('URL', 'https://connect.example.net/follow/%s' % letters(r, 8).lower())))
    n.ln('Invitation code %s expires in 7 days.' % M('IDN', '%s-%s' % (letters(r, 4), digits(r, 4))))


# ================================================================ SOAP annual review
def annual_soap(c, n):
    r = c.r
    cons = c.team['cons']
    A = clin.annual_bits(c, r)
    n.ln('%s - ENDOCRINOLOGY ANNUAL VISIT' % M('HOSP', c.clinic))
    n.ln('Date of service: %s   Provider: %s   Encounter: %s' % (
        c.d(c.today), c.sig(cons), M('ACCT', str(r.randint(10 ** 7, 10 ** 8 - 1)))))
    n.ln('Patient: %s (%s)   DOB %s   %s %s' % (c.P('LF'), c.sexage(), c.dob_s(), clin.mrn_label(c), M('MRN', c.mrn)))
    n.ln('')
    n.ln('S: %s for annual diabetes review. Type 1 since %s, on %s + %s. %s Works as a %s. '
         'Lives with %s %s.' % (
             c.age_s(style=r.choice(['yo', 'year', 'y/o'])), c.d(c.today.replace(year=c.dx_year), 'y'), c.pump,
             c.cgm, r.choice(['No severe hypos.', 'One assisted hypo since last visit.',
                              'Reports numb toes at night.', 'Blurred vision after recent highs.']),
             M('PROF', c.prof), c.fam[0].rel, c.F(c.fam[0], 'first')))
    n.ln('O: BP %d/%d, wt %.1f kg, BMI %.1f. A1c %s. LDL %s. eGFR %s. UACR %s.' % (
        A['sbp'], A['dbp'], A['wt'], A['bmi'], c.a1c(A['mm']),
        ('%d mg/dL' % (A['ldl'] * 38.67)) if c.us else '%.1f mmol/L' % A['ldl'], A['egfr'],
        ('%.0f mg/g' % (A['acr'] * 8.84)) if c.us else '%.1f mg/mmol' % A['acr']))
    n.ln('   Foot exam: monofilament %s; DP/PT %s; %s. Risk %s.' % (
        r.choice(['intact 10/10 bilaterally', 'reduced L (7/10)', 'absent both forefeet']),
        r.choice(['2+ bilaterally', '1+ L, 2+ R', 'dopplerable only']),
        r.choice(['no ulcers', 'callus R 1st MTPJ', 'onychomycosis', 'Charcot deformity excluded']),
        r.choice(clin.FOOT_RISK)))
    oph = hdr.new_person(c, 'Optometrist', True)
    n.ln('   Eye: retinal exam %s by %s at %s - %s.' % (
        c.dago(r.randint(20, 300)), c.Dt(oph), M('HOSP', r.choice(c.C['screen'])),
        r.choice(clin.US_RET + clin.UK_RET[:3])))
    n.ln('A/P:')
    for i, x in enumerate(r.sample([
            'T1DM, A1c %s - continue AID; tweak ICR breakfast.' % ('above goal' if A['mm'] > 58 else 'at goal'),
            'HTN - %s.' % r.choice(['continue lisinopril', 'start lisinopril 5 mg', 'home BP log']),
            'Hyperlipidemia - %s.' % r.choice(['statin continued', 'increase atorvastatin to 40 mg']),
            'Peripheral neuropathy - podiatry referral to %s.' % M('HOSP', r.choice(c.C['pod'])),
            'Health maintenance - flu vaccine given today; pneumococcal due %s.' % c.d(c.day(r.randint(30, 300)), 'y'),
            'Diabetes distress - PAID %d; offered referral.' % r.randint(10, 50)], 4), 1):
        n.ln('  %d. %s' % (i, x))
    n.ln('RTC %s. Labs ordered (order #%s).' % (c.d(c.day(r.choice([90, 120, 180])), r.choice(['month_y', None])),
                                                 M('IDN', str(r.randint(10 ** 7, 10 ** 8)))))
    n.ln('Electronically signed by %s on %s %s' % (c.D(cons), c.ds(c.today), r.choice(['17:42', '12:03', '19:15'])))
