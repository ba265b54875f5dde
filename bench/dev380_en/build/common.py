"""Building blocks shared by the genre writers."""
import ents as E
import sites as S
import pools_places as PP
from core import pick, chance

HOUSING = ['bungalow', 'ground-floor flat', 'two-storey terraced house', 'semi-detached house with stairs',
           'first-floor flat with lift', 'council flat (3rd floor, lift often broken)', 'farmhouse',
           'housing association bungalow', 'mobile home', 'sheltered housing flat', 'split-level house',
           'townhouse with 14 internal stairs', 'retirement village unit', 'two-storey house, bedroom upstairs']


def dr(x):
    return 'Dr. ' if x['C'] in ('US', 'CA') else 'Dr '


def title_ref(x, p):
    """'Dr Surname' / 'Mr Surname' / full name for colleagues without a title."""
    if p.title == 'Dr':
        return [dr(x), p.l()]
    if p.title:
        return [p.title + ' ', p.l()]
    return [p.full()]


def pt_ref(rng, x):
    """A varied way to refer to the patient in running text."""
    r = rng.random()
    if r < 0.45 and x['pt_t']:
        return [x['pt_t'] + ' ', x['pt_last']]
    if r < 0.75:
        return [x['pt_first']]
    if r < 0.85:
        return [x['pt_full']]
    return ['the patient' if chance(rng, 0.5) else 'pt']


def signoff(rng, n, x, p, reg=True, contact=True, lines=True):
    n.t('\n')
    n.put(S.sig(p, pick(rng, [0, 0, 1, 3])))
    n.t('\n' + p.role)
    if p.regrole != 'none' and reg and chance(rng, 0.55):
        n.t(' | ' if not lines else '\n')
        n.put(S.reg(rng, x['C'], p))
    if contact and chance(rng, 0.6):
        n.t('\n')
        r = rng.random()
        if r < 0.4:
            n.f('Direct line: {t}', t=(E.phone(rng, x['C']), 'PHONE'))
        elif r < 0.7:
            n.f('{e}', e=(E.email_staff(rng, p, x['lc_name']), 'EMAIL'))
        else:
            n.f('Bleep {b} / {e}', b=(E.bleep(rng), 'PHONE'), e=(E.email_staff(rng, p, x['lc_name']), 'EMAIL'))
    n.t('\n')


def ssn_line(rng, n, x, sep='\n'):
    if chance(rng, 0.5 if x['C'] == 'US' else 0.12):
        n.f('{l}: {v}' + sep, l=x['ssn_l'], v=x['ssn'])


def pt_header(rng, n, x, style=None):
    """Demographic block; several layouts."""
    style = style if style is not None else rng.randint(0, 3)
    ssn_line_after = True
    if style == 0:
        n.f('Patient: {a}\nDOB: {dob} ({age} yrs)   Sex: {mf}\n{ml}: {mrn}   {hl}: {hp}\nAddress: {ad}\nTel: {t}\n',
            x, a=x['pt_full'], ml=x['mrn_l'], hl=x['hp_l'], ad=x['addr1'], t=x['tel'])
    elif style == 1:
        n.f('NAME: {a}    {ml} {mrn}\nD.O.B. {dob}   AGE {age}   {hl} {hp}\n', x, a=x['pt_LF'], ml=x['mrn_l'].upper(),
            hl=x['hp_l'].upper())
        n.f('ADDRESS: {ad}\nPHONE: {t} (home)  {m} (mobile)\n', x, ad=x['addr1'], t=x['tel'], m=x['mob'])
    elif style == 2:
        n.f('{a} | {dob} | {age}{mf} | {ml} {mrn} | {hl} {hp}\n', x, a=x['pt_lf'], ml=x['mrn_l'], hl=x['hp_l'])
    else:
        n.f('Name       : {a}\nDOB        : {dob}\nAge        : {age}\n', x, a=x['pt_full'])
        n.t(x['mrn_l'].ljust(11) + ': ')
        n.put(x['mrn'])
        n.t('\n' + x['hp_l'].ljust(11) + ': ')
        n.put(x['hp'])
        n.t('\nAddress    : ')
        n.put(x['addr1'])
        n.t('\n')
    if ssn_line_after:
        ssn_line(rng, n, x)


def social(rng, n, x, k=3):
    """k sentences of social history."""
    opts = list(range(11))
    rng.shuffle(opts)
    for o in opts[:k]:
        if o == 9:
            trip = E.add_days(x['d0date'], rng.randint(20, 200))
            n.f('Planning a trip to {ct} in {m} to see family; ', x, ct=(pick(rng, PP.COUNTRIES_ABROAD), 'COUNTRY'),
                m=(E.month_year(trip), 'DATE'))
            n.t(pick(rng, ['travel letter for airport security provided. ', 'advised re spare liner and sock supply. ',
                           'insurance letter requested. ']))
            continue
        if o == 10:
            n.f('{His} {rel} {kn} ({ka}) ', x, rel=x['kin_rel'], kn=x['kin_first'],
                ka=(str(max(18, x['agen'] + rng.randint(-30, 5))), 'AGE'))
            n.t(pick(rng, ['is the main carer. ', 'has health problems of their own. ', 'works full time. ',
                           'drives to appointments. ']))
            continue
        if o == 0:
            n.f('Lives with {his} {rel} {kf} in a {h} in {city}. ', x, rel=x['kin_rel'], kf=x['kin_full'],
                h=pick(rng, HOUSING))
        elif o == 1:
            if not x['retired'] and chance(rng, 0.7):
                n.f('Worked as a {prof} at {employer} until the amputation; ', x)
                n.t(pick(rng, ['keen to return in some capacity. ', 'employer has been supportive. ',
                               'unlikely to return to heavy work. ', 'now on sick leave. ']))
            else:
                n.f('Retired {prof}. ', x)
        elif o == 2:
            n.f('Originally from {country_born}; moved to {city} in {y}. ', x,
                y=(str(x['dobdate'].year + rng.randint(18, 40)), 'DATE'))
        elif o == 3:
            g = rng.randint(3, 17)
            n.f("{His} grandson {gn} ({ga}) visits most weekends. ", x,
                gn=E.make_person(rng, x['C'], 'FAMILY', sex='M').f(), ga=(str(g), 'AGE'))
        elif o == 4:
            n.f('NOK: {kf} ({rel}) {kt}. ', x, kf=x['kin_full'], rel=x['kin_rel'], kt=x['kin_tel'])
        elif o == 5:
            n.f('Enjoys {hob}; member of {cl}. ', x, hob=pick(rng, ['bowls', 'fishing', 'golf', 'church choir',
                                                                    'gardening', 'darts', 'the allotment', 'walking the dog']),
                cl=(S.club(rng, x['C']), 'ORGANIZATION'))
        elif o == 6:
            n.t(pick(rng, ['Smokes 10/day, advised re cessation. ', 'Ex-smoker, quit 5 years ago. ',
                           'Alcohol 14 units/wk. ', 'Non-smoker, occasional alcohol. ', 'Drives an automatic. ',
                           'Has a dog, walks it twice daily (pre-amp). ']))
        elif o == 7:
            n.f('{kr} {kn} works as a {kp} and helps with shopping. ', x, kr=x['kin_rel'].capitalize(),
                kn=x['kin_first'], kp=(pick(rng, PP.PROFESSIONS), 'PROFESSION'))
        else:
            n.t(pick(rng, ['Package of care BD. ', 'Independent with personal care prior to admission. ',
                           'No formal carers. ', 'Lives alone, daughter nearby. ', 'Receives PIP (standard rate mobility). ',
                           'Has a Blue Badge. ', 'Meals on wheels weekdays. ']))


def residual_exam(rng, n, x):
    cl = x['cl']
    n.t('Residual limb: %s, length approx %s cm from %s; %s. ' % (
        cl.shape, cl.rl_len, 'MTP' if cl.level in ('TT', 'BTT', 'TTTF') else 'ischial tuberosity' if cl.level in ('TF', 'HD') else 'bony landmark',
        cl.skin))
    n.t(pick(rng, ['No signs of infection. ', 'Mild oedema, pitting distally. ', 'Tender neuroma palpable lateral aspect, Tinel\'s positive. ',
                   'Full knee ROM, no FFD. ', 'Hip FFD 10 deg on Thomas test. ', 'Knee flexion contracture 15 deg. ',
                   'Good muscle bulk, quads MRC 4+/5. ', 'Distal end sensitive to touch, desensitisation advised. ']))


def phantom(rng, n, x):
    cl = x['cl']
    n.t(pick(rng, ['Phantom limb pain %d/10, worse at night' % cl.pain, 'Phantom sensation without pain',
                   'Intermittent shooting phantom pains, %d/10' % cl.pain, 'Residual limb pain %d/10 on weight bearing' % cl.pain,
                   'No phantom pain reported']))
    n.t(pick(rng, ['; on ' + cl.meds[0] + '. ', '. Mirror therapy helping. ', '. TENS tried with limited benefit. ', '. ']))


def plan_items(rng, n, x, k=4):
    opts = list(range(10))
    rng.shuffle(opts)
    i = 0
    for o in opts[:k]:
        i += 1
        n.t('%d. ' % i)
        if o == 0:
            n.f('New check socket to be cast on {d}.\n', x, d=x['D'](E.add_days(x['d0date'], rng.randint(7, 30))))
        elif o == 1:
            n.f('Refer to physiotherapy at {r} for gait re-education.\n', x, r=x['rehab'])
        elif o == 2:
            n.t('Increase ' + pick(rng, ['gabapentin', 'pregabalin', 'amitriptyline']) + ' as tolerated; GP to monitor.\n')
        elif o == 3:
            n.t('Add 3-ply sock, review volume in 2/52.\n')
        elif o == 4:
            n.f('Review in limb clinic on {d}.\n', x, d=x['D'](E.add_days(x['d0date'], rng.randint(40, 120))))
        elif o == 5:
            n.t('Upgrade to ' + pick(rng, ['energy-storing foot', 'microprocessor knee trial', 'vacuum suspension',
                                           'seal-in liner']) + ' subject to funding.\n')
        elif o == 6:
            n.t('Skin care advice given; hypoallergenic liner if rash persists.\n')
        elif o == 7:
            n.t('Falls advice; Otago exercise programme.\n')
        elif o == 8:
            n.f('Psychology referral (Dr {p}) for adjustment support.\n', x, p=E.make_person(rng, x['C'], 'DOCTOR').l())
        else:
            n.t('Continue current prosthesis, wear schedule 8-10 h/day.\n')
