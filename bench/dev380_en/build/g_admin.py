"""Genres: driving adaptation referral, prosthetic funding request (letter of medical necessity)."""
import ents as E
import ids as I
import sites as S
import common as K
import pools_places as PP
from core import pick, chance

LICENSING = {'UK': 'DVLA', 'IE': 'NDLS', 'US': 'DMV', 'CA': 'the provincial licensing authority',
             'AU': 'the state road authority', 'NZ': 'NZTA'}
LCODES_TT = [('L5301', 'BK, molded socket, SACH foot, endoskeletal'), ('L5637', 'addition, BK, total contact'),
             ('L5673', 'addition, silicone gel liner, with locking mechanism'), ('L5679', 'addition, silicone gel liner, without locking mechanism'),
             ('L5981', 'all lower extremity, flex-walk system or equal'), ('L5987', 'shank foot system with vertical loading pylon'),
             ('L5980', 'flex foot system'), ('L5685', 'below knee suspension/sealing sleeve'), ('L5920', 'endoskeletal, vertical pylon')]
LCODES_TF = [('L5321', 'AK, open end, SACH foot, endoskeletal'), ('L5856', 'microprocessor knee, swing and stance'),
             ('L5828', 'endoskeletal knee-shin system, fluid swing and stance'), ('L5631', 'addition, AK, acrylic socket'),
             ('L5981', 'all lower extremity, flex-walk system or equal'), ('L5920', 'endoskeletal, vertical pylon'),
             ('L5845', 'endoskeletal knee-shin system, stance flexion feature')]
LCODES_UL = [('L6880', 'electric hand, independently articulating digits'), ('L6935', 'below elbow, external power'),
             ('L6890', 'addition, glove, custom'), ('L7007', 'electric hand, switch or myoelectric'),
             ('L6686', 'suction socket')]
LIC_CLASS = {'UK': ['B', 'B (auto only)', 'B, C1', 'full'], 'US': ['C', 'D', 'Class C', 'CDL-A (suspended)'],
             'AU': ['C', 'C (auto)', 'HR', 'full C'], 'CA': ['5', 'G', 'Class 5', 'G2'], 'NZ': ['1', 'full Class 1', 'Class 2'],
             'IE': ['B', 'full B', 'C']}
ICD = {'TT': 'Z89.51', 'BTT': 'Z89.51', 'TF': 'Z89.61', 'KD': 'Z89.61', 'TTTF': 'Z89.61', 'SYME': 'Z89.44',
       'PF': 'Z89.43', 'HD': 'Z89.62', 'TR': 'Z89.21', 'TH': 'Z89.22'}


def driving(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    ref = S.staff(rng, C, pick(rng, ['ot', 'cons', 'physio']), avoid=(x['pt'].last,))
    centre = S.site(rng, C, 'driving')
    ca = E.Address(rng, C)
    n.t(pick(rng, ['REFERRAL FOR DRIVING ASSESSMENT AND VEHICLE ADAPTATION', 'Driving Adaptation Referral',
                   'REFERRAL - DRIVER REHABILITATION / VEHICLE MODIFICATION']) + '\n\n')
    n.f('To: {c}\n{a}\n', c=(centre, 'HOSPITAL'), a=ca.pieces(rng, multiline=True))
    n.f('Email: {e}\n', e=(E.email_generic(rng, centre, pick(rng, ['referrals', 'bookings', 'driving'])), 'EMAIL'))
    n.f('From: ', x)
    n.put(S.sig(ref, 1))
    n.f(', {r}, {lc}\nTel: {t}   Fax: {f}\nDate: {d0}\n\n', x, r=ref.role, t=x['lc_tel'], f=x['lc_fax'])
    n.t('CLIENT DETAILS\n')
    n.f('Name: {p}\nDOB: {dob}   Age: {age}\nAddress: {a}\nPhone: {t}   Mobile: {m}\nEmail: {e}\n', x, p=x['pt_full'],
        a=x['addr1'], t=x['tel'], m=x['mob'], e=x['email'])
    n.f('{hl}: {hp}\n', x, hl=x['hp_l'])
    lic = I.driver_licence(rng, C, x['pt'])
    n.f("Driver's licence no: {l}   Class: {k}\n", l=(lic, 'LICENSE'), k=pick(rng, LIC_CLASS[C]))
    if chance(rng, 0.25):
        n.f('Licence originally issued in {ct}; exchanged {y}.\n', ct=x['country_born'],
            y=(str(x['d0date'].year - rng.randint(2, 30)), 'DATE'))
    n.f('{auth} notified: {yn}', yn=pick(rng, ['yes', 'yes', 'not yet - advised']), auth=LICENSING[C])
    if chance(rng, 0.6):
        n.f(' on {d}', d=D(E.add_days(x['d0date'], -rng.randint(3, 200))))
    n.t('\n\nVEHICLE\n')
    car = pick(rng, PP.CARS)
    n.f('{c} ({t}), registration {p}\n', c=car, t=pick(rng, ['automatic', 'manual', 'auto, 2019 model', 'manual diesel']),
        p=(I.plate(rng, C), 'VEHICLE'))
    if chance(rng, 0.55):
        n.f('VIN: {v}\n', v=(I.vin(rng), 'VEHICLE'))
    n.t('\nMEDICAL\n')
    n.f('{d} ({y}) for {c}. ', x, d=cl.desc().capitalize(), y=x['amp_year'], c=cl.cause)
    n.t('Prosthesis: %s. ' % cl.components())
    n.t('Comorbidities: %s. ' % ', '.join(cl.comorb[:3]))
    n.t('Medication: %s. ' % ', '.join(cl.meds[:3]))
    n.t(pick(rng, ['Vision: corrected 6/9 binocular. ', 'Vision meets the standard (Snellen 6/12). ', 'No seizures, no blackouts. ',
                   'Cognition: MoCA 27/30. ', 'Opioid dose stable >4 weeks, no sedation. ']))
    n.t('\n\nREASON FOR REFERRAL\n')
    if cl.upper:
        need = pick(rng, ['steering aid (tri-pin/spinner knob) and indicator extension', 'push-pull hand control not required; steering ball',
                          'assessment of safe use of myoelectric hand on steering wheel'])
    elif cl.side == 'right' or cl.level in ('BTT', 'TTTF'):
        need = pick(rng, ['left-foot accelerator and pedal guard', 'push/pull hand controls with accelerator ring',
                          'hand controls (radial) and left-foot accelerator option', 'assessment of safe braking with prosthesis'])
    else:
        need = pick(rng, ['automatic transmission assessment only', 'assessment of transfer and wheelchair stowage',
                          'hoist/boot stowage for wheelchair', 'clutch not safe - automatic required'])
    n.f('{P} wishes to return to driving ', x, P=pick(rng, [x['pt_first'], [x['pt_t'] + ' ', x['pt_last']] if x['pt_t'] else x['pt_first']]))
    n.t(pick(rng, ['for independence and hospital appointments', 'to care for grandchildren', 'as lives rurally with no bus',
                   'for shopping and church'] + ([] if x['retired'] else ['to return to work', 'as the job needs site visits'])))
    if x['retired'] and chance(rng, 0.5):
        n.f(' (retired {prof})', x)
    elif not x['retired'] and chance(rng, 0.7):
        n.f(' (works as a {prof}', x)
        if chance(rng, 0.5):
            n.f(' for {employer}', x)
        n.t(')')
    n.t('. Please assess for: %s.\n' % need)
    if chance(rng, 0.6):
        n.f('Adaptation quote previously obtained from {f} ({q}).\n', f=(S.adapt_firm(rng, C), 'ORGANIZATION'),
            q=(pick(rng, ['Q-', 'QT']) + E.digits(rng, 5), 'IDNUM'))
    fund = {'UK': 'Access to Work / own funds', 'IE': 'Primary Medical Certificate / own funds', 'US': 'VR program or VA',
            'CA': 'own funds / WSIB', 'AU': 'NDIS plan (core supports)', 'NZ': 'ACC / Enable'}[C]
    n.t('Funding: %s.\n' % fund)
    if chance(rng, 0.5):
        n.f('Transport to assessment: {rel} {kf} will drive, {kt}.\n', x, rel=x['kin_rel'], kf=x['kin_full'], kt=x['kin_tel'])
    n.t('\nConsent: client consents to sharing of this information.\n')
    n.t('Referrer signature: ')
    n.put(S.sig(ref, 0))
    n.t('\n')
    if chance(rng, 0.6):
        n.put(S.reg(rng, C, ref))
        n.t('\n')
    n.f('cc: {dr}{g}, {gs}\n', x, dr=K.dr(x), g=x['gp_l'], gs=x['gp_site'])


def funding(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    pros = S.staff(rng, C, 'pros', avoid=(x['pt'].last,))
    cons = S.staff(rng, C, 'cons')
    if C == 'US':
        title = pick(rng, ['LETTER OF MEDICAL NECESSITY', 'PRIOR AUTHORIZATION REQUEST - LOWER LIMB PROSTHESIS'])
        payer = (S.insurer(rng, C), 'ORGANIZATION') if chance(rng, 0.7) else 'Medicare DME MAC Jurisdiction B'
    elif C == 'AU':
        title = 'NDIS ASSISTIVE TECHNOLOGY QUOTE AND JUSTIFICATION'
        payer = 'NDIS' if x['agen'] < 65 and chance(rng, 0.7) else (S.insurer(rng, C), 'ORGANIZATION')
    elif C == 'NZ':
        title = 'ACC PROSTHETIC FUNDING REQUEST'
        payer = 'ACC'
    elif C == 'CA':
        title = pick(rng, ['ADP / EXTENDED HEALTH FUNDING APPLICATION', 'Prosthetic Funding Request'])
        payer = (S.insurer(rng, C), 'ORGANIZATION')
    elif C == 'IE':
        title = 'FUNDING APPLICATION - PROSTHETIC LIMB (HSE / INSURER)'
        payer = (S.insurer(rng, C), 'ORGANIZATION') if chance(rng, 0.5) else 'HSE Community Funded Schemes'
    else:
        title = 'INDIVIDUAL FUNDING REQUEST - SPECIALISED PROSTHETICS'
        payer = 'NHS England IFR Panel' if chance(rng, 0.7) else (S.insurer(rng, C), 'ORGANIZATION')
    n.t(title + '\n\n')
    n.f('{lc}\n{a}\nPh {t}  Fax {f}\n\n', x, a=x['lc_addr'], t=x['lc_tel'], f=x['lc_fax'])
    n.t('To: ')
    n.put(payer)
    if chance(rng, 0.6):
        n.f(' - Utilisation Review, fax {f}', f=(E.phone(rng, C), 'FAX'))
    n.f('\nDate: {d0}\n\n', x)
    n.f('Patient: {p}   DOB: {dob}\n', x, p=pick(rng, [x['pt_full'], x['pt_LF']]))
    if C == 'US':
        n.f('Member ID: {m}   Group: {g}\n', m=(I.insurer_member(rng), 'HEALTHPLAN'), g=(I.group_no(rng), 'HEALTHPLAN'))
        if chance(rng, 0.5):
            n.f('{sl}: {ssn}\n', x, sl=x['ssn_l'])
    elif C == 'AU' and payer == 'NDIS':
        n.f('NDIS participant no: {v}\n', v=('43' + E.digits(rng, 7), 'HEALTHPLAN'))
    elif C == 'NZ':
        n.f('ACC claim no: {c}   NHI: {hp}\n', x, c=(I.claim_no(rng, C), 'IDNUM'))
    else:
        n.f('{hl}: {hp}\n', x, hl=x['hp_l'])
        if isinstance(payer, tuple):
            n.f('Policy no: {v}\n', v=(I.insurer_member(rng), 'HEALTHPLAN'))
    n.f('{ml}: {mrn}   Ref: {r}\n', x, ml=x['mrn_l'], r=(I.claim_no(rng, 'US'), 'IDNUM'))
    n.f('Address: {a}\n\n', x, a=x['addr1'])
    n.t('Diagnosis: %s - ICD-10 %s%d; %s\n' % (cl.desc(), ICD[cl.level], 1 if cl.side == 'right' else 2,
                                               '; '.join(cl.comorb[:2])))
    n.f('Date of amputation: {d}\n', x, d=x['d_amp'])
    n.t('Functional level: %s. Outcome measures: AMPPRO %s/47, TUG %s s, 6MWT %s m, PLUS-M T-score %d.\n\n' % (
        cl.klevel, cl.ampp, cl.tug, cl.mwt6, rng.randint(38, 62)))
    n.t('REQUESTED ITEMS\n')
    if C == 'US':
        pool = LCODES_UL if cl.upper else LCODES_TF if cl.knee else LCODES_TT
        for code, desc in rng.sample(pool, min(len(pool), rng.randint(3, 5))):
            n.t('  %s  %-55s x1\n' % (code, desc))
    else:
        items = [cl.socket, cl.liner, cl.susp, cl.knee, cl.foot, 'check socket(s) x2', 'cosmetic cover', 'shrinker socks x4']
        if cl.upper:
            items = [cl.upper_dev, 'socket and harness', 'spare terminal device', 'training sessions x6']
        k = 0
        for it in items:
            if it and chance(rng, 0.75):
                k += 1
                n.t('  %d. %-50s %s\n' % (k, it, pick(rng, ['1', '1', '2', 'as req'])))
    n.t('\nJUSTIFICATION\n')
    n.f('{P} is a {age}-year-old {m} ', x, P=pick(rng, [[x['pt_t'] + ' ', x['pt_last']] if x['pt_t'] else x['pt_full'], x['pt_full']]),
        m=x['man'])
    if x['retired']:
        n.f('(retired {prof}) ', x)
    elif chance(rng, 0.8):
        n.f('who works full time as a {prof}', x)
        if chance(rng, 0.6):
            n.f(' at {employer}', x)
        n.t(', ')
    years = (x['d0date'] - x['dampdate']).days / 365.25
    why = ['with demonstrated ability for variable cadence', 'who walks on uneven terrain daily']
    if cl.knee:
        why.append('with three falls in the last 6 months on the current non-microprocessor knee')
    if years > 5.5:
        why.append('whose current prosthesis is beyond its 5-year useful life')
    n.t(pick(rng, why) + '. ')
    old_sn = (I.serial(rng), 'DEVICE')
    span_days = max(1, (x['d0date'] - x['dampdate']).days - 90)
    supplied = E.add_days(x['dampdate'], 60 + rng.randint(0, span_days)) if span_days > 1 else x['dampdate']
    n.f('The existing {c} (S/N {s}) was supplied on {d} and is ', c=cl.knee or cl.foot if not cl.upper else cl.upper_dev, s=old_sn,
        d=D(supplied))
    n.t(pick(rng, ['no longer repairable.', 'failing repeatedly (4 repairs in 12 months).',
                   'no longer appropriate to the residual limb after volume change.']) + ' ')
    n.t('Without replacement the patient is at high risk of falls%s and reduced community participation.\n\n' % (
        '' if x['retired'] else ', loss of employment'))
    n.t('Quote total: %s%s (incl. fitting and 12-month follow-up).\n' % ({'UK': 'GBP ', 'IE': 'EUR ', 'US': '$', 'CA': 'CAD $',
                                                                      'AU': 'AUD $', 'NZ': 'NZD $'}[C],
                                                                     '{:,}'.format(rng.randint(3, 70) * 1000 + rng.randint(0, 999))))
    n.t('\nProsthetist: ')
    n.put(S.sig(pros, 1))
    n.t('  ')
    n.put(S.reg(rng, C, pros))
    n.t('\nPhysician: ')
    n.put(S.sig(cons, 0))
    n.t('  ')
    n.put(S.reg(rng, C, cons))
    n.f('\nSigned {d}\n', d=D(E.add_days(x['d0date'], rng.randint(0, 3))))
    if chance(rng, 0.4):
        n.f('Queries: {e} / {t}\n', x, e=(E.email_staff(rng, pros, x['lc_name']), 'EMAIL'), t=x['lc_telx'])
