"""Genres: alcohol care team referral; AUDIT-C and withdrawal scoring chart;
CIWA/GMAWS monitoring record."""
import datetime as _dt
from core import (PT, DR, FM, AG, DT, HOS, ORG, LOC, MRN, ACC, IDN, PHO, PRO, CTY, CNT, EML,
                  HPN, SSN, chance, digits, letters, lines)
import blocks
import clinical

PC = lines('fall with head injury|haematemesis|jaundice|abdominal distension (ascites)|'
           'first withdrawal seizure|acute pancreatitis|found intoxicated in the street|acute confusion|'
           'community-acquired pneumonia|#NOF after fall|hypoglycaemia|melaena|rib fractures after fall|'
           'suicidal ideation while intoxicated|alcoholic hepatitis')
COUNTRIES_FROM = lines('Poland|Lithuania|Romania|Latvia|Scotland|Ireland|South Africa|Zimbabwe|'
                       'the Philippines|Portugal|Brazil|Fiji|Samoa|Tonga|India|Vietnam|Ukraine|Mexico|Jamaica')


def _pc(c):
    p = c.rng.choice(PC)
    if c.L.us:
        p = p.replace('haem', 'hem').replace('#NOF', 'hip fracture')
    return p


def _social(n, c):
    rng = c.rng
    r = rng.random()
    if r < 0.35:
        n.w('Lives alone in a ', rng.choice(['rented apartment', 'trailer', 'studio apartment', 'rooming house',
                                           'subsidized apartment'] if c.L.nam else
                                          ['council flat', 'rented flat', 'bedsit', 'housing association flat']
                                          if c.L.group in ('uk', 'ire') else ['rented unit', 'public housing unit',
                                                                                'flat', 'caravan']),
            ' at ', blocks.addr(c, short=True), '. ')
    elif r < 0.65:
        n.w('Lives with ', c.his(), ' ', c.nok_rel, ' ', c.fam(), '. ')
    elif r < 0.8:
        n.w('Currently staying at ', LOC(c.hostel), ' (', ORG(c.charity), '). ')
    else:
        n.w('No fixed abode - sleeping rough near ', LOC(c.landmark), '. ')
    r = rng.random()
    if r < 0.55:
        n.w(c.he().capitalize(), rng.choice([' works as a ', ' is employed as a ', ' works full time as a ']),
            PRO(c.job), rng.choice([' at ', ' for ']), ORG(c.employer), '. ')
    elif r < 0.75:
        n.w('Previously a ', PRO(c.job), ', unemployed since ', c.dalt(c.days(-rng.randint(200, 1500)))
            if chance(rng, 0.4) else DT(c.yr(1, 6)), '. ')
    elif r < 0.85:
        n.w('Retired ', PRO(c.job), '. ')
    else:
        n.w('On benefits, not working. ')
    if chance(rng, 0.35):
        blocks.origin_line(n, c, rng.choice(['Moved from ', 'Came from ', 'Born in ', 'Arrived from ']))
    if c.kids and chance(rng, 0.6):
        k = c.kids[0]
        if c.kid_ages[0] < 18:
            n.w(rng.choice(['Has a ', 'One ']), 'child ', FM(k.first), ' (', AG(c.kid_ages[0]), ')',
                rng.choice([' who lives with the other parent.', ', sees at weekends.', ' - social work aware.', '.']), ' ')
        else:
            n.w(rng.choice(['Adult son/daughter ', 'Grown-up child ']), FM(k.full() if chance(rng, 0.5) else k.first),
                ' (', AG(c.kid_ages[0]), ')', rng.choice([' lives nearby.', ' - estranged.', ' is supportive.']), ' ')


def act_referral(rng, c, n):
    L = c.L
    dq, units, uw = clinical.drinks(rng, c)
    ref_id = rng.choice(['%s-%d-%s' % (L.team_abbr().replace('&', '').replace(' ', ''), c.today.year, digits(rng, 4)),
                         'REF%s' % digits(rng, 7), digits(rng, 8)])
    if L.nam and chance(rng, 0.6):
        n.w('CONSULT ORDER - ', L.team().upper(), '\n')
        n.w('Order #: ', IDN(ref_id), '    Ordered: ', c.d(c.today), ' %02d:%02d\n' % (rng.randint(0, 23), rng.randint(0, 59)))
        blocks.header(n, c, style='us')
        n.w('Location: ', HOS(c.hosp), ' / ', HOS(c.ward), ' Rm ', LOC(c.room), '\n')
        n.w('Requesting provider: ', c.dr(c.jr), ' (', c.jr.role, '), pager ', PHO(c.bleep), '\n')
        n.w('Attending: ', c.dr(c.cons), '\n\n')
        n.w('Reason for consult: ', rng.choice(['EtOH use disorder, withdrawal management', 'CIWA >15 x2 despite lorazepam',
                                               'EtOH withdrawal - request med management and MAUD',
                                               'alcohol use disorder, pt interested in naltrexone']), '\n')
        n.w('Question: ', rng.choice(['Recs for symptom-triggered vs fixed taper?', 'Start MAUD prior to d/c?',
                                      'Phenobarbital protocol appropriate?', 'Linkage to outpatient treatment?']), '\n\n')
        n.w('HPI: ', AG(c.age), ' y.o. ', c.sexw, ' with ', rng.choice(['AUD', 'EtOH use disorder, severe', 'ARLD']),
            ' admitted ', c.d(c.adm), ' with ', _pc(c), '. Reports drinking ', dq, ' daily (~', str(units), ' ', uw,
            '/day). Last drink ', c.dshort(c.adm), ' ~%d:00. ' % rng.randint(1, 11))
        n.w('First drink at age ', AG(c.start_age), '. ')
        if chance(rng, 0.6):
            n.w('Prior withdrawal seizure ', DT(c.yr(1, 9)), ', prior DTs: ',
                rng.choice(['yes', 'no', 'unclear']), '. ')
        n.w('\n', clinical.hardneg(rng, c, 2), '\n')
        n.w('Labs: ', clinical.labs(rng, c), '\n')
        n.w('Social: ')
        _social(n, c)
        n.w('\n')
        if chance(rng, 0.5):
            n.w('SSN on file: ', SSN(c.ssn) if c.ssn else 'n/a', '\n')
        n.w('\nPlease page ', PHO(L.bleep(rng)), ' with questions. Thank you.\n')
        blocks.footer(n, c)
        return
    title = rng.choice(['%s - INPATIENT REFERRAL' % L.team().upper(), 'Referral to the %s' % L.team(),
                        'E-REFERRAL: %s (%s)' % (L.team(), L.team_abbr())])
    n.w(title, '\n')
    if chance(rng, 0.6):
        n.w(ORG(c.trust), '\n')
    n.w('Referral ID: ', IDN(ref_id), '    Received: ', c.d(c.today), ' %02d:%02d' % (rng.randint(7, 20), rng.randint(0, 59)),
        rng.choice([' via EPR', ' by phone', ' via bleep', ' (e-referral)', '']), '\n')
    n.w('-' * 60, '\n')
    blocks.header(n, c, ward=False)
    n.w('Referring area: ', HOS(c.ward), ', ', HOS(c.hosp), '   Bed ', LOC(c.bed), '\n')
    n.w('Referrer: ')
    blocks.staff_sig(n, c, c.jr if chance(rng, 0.6) else c.nurse, bleep=True)
    n.w('Consultant: ', c.dr(c.cons), '\n\n')
    n.w('Reason for referral:\n')
    reasons = ['Alcohol withdrawal - current or predicted', 'Brief intervention / advice',
               'Alcohol-related liver disease', 'Frequent attender', 'Community follow-up needed',
               'Wernicke risk / thiamine advice']
    for r in reasons:
        n.w(' [%s] %s\n' % ('x' if chance(rng, 0.45) else ' ', r))
    n.w('\nPresenting complaint: ', _pc(c), ', admitted ', c.d(c.adm), '.')
    if chance(rng, 0.5):
        n.w(' ', c.ptitle() if chance(rng, 0.6) else [PT(c.pt.first)], ' ', rng.choice([
            'is keen to see the team', 'is ambivalent about help', 'asked for the alcohol nurse',
            'declined ACT input last admission', 'says drinking is under control']), '.')
    n.w('\n')
    n.w('Alcohol history: ', dq, ' per day, approx ', str(units), ' ', uw, '/day, ',
        rng.choice(['daily for years', 'daily since lockdown', 'binge pattern at weekends', 'daily for 6 months']), '. ')
    n.w('Last drink ', c.d(c.adm), ' at %02d:%02d. ' % (rng.randint(0, 23), rng.randint(0, 59)))
    n.w('Started drinking aged ', AG(c.start_age), '. ')
    if chance(rng, 0.6):
        n.w('Previous detox at ', HOS(c.hosp2), ' in ', DT('%s %d' % (rng.choice(['January', 'March', 'May', 'August',
                                                                                 'October', 'December']),
                                                                      int(c.yr(1, 6)))), '. ')
    if chance(rng, 0.5):
        n.w('Withdrawal seizures: ', rng.choice(['yes', 'x1', 'x2', 'none']), ', DTs: ')
        if chance(rng, 0.4):
            n.w('yes (', DT(c.yr(1, 10)), ')')
        else:
            n.w(rng.choice(['no', 'unknown', 'denies']))
        n.w('.')
    n.w('\n')
    q, tot = clinical.auditc(rng)
    n.w('AUDIT-C: %d/12   %s: %d at %02d:%02d   ' % (tot, L.scale(rng), rng.randint(2, 14), rng.randint(0, 23),
                                                       rng.randint(0, 59)))
    n.w('PAT: ', rng.choice(['positive', 'positive (Q1)', 'not done']), '\n')
    n.w('Bloods: ', clinical.labs(rng, c), '\n')
    n.w(clinical.hardneg(rng, c, rng.randint(1, 3)), '\n')
    n.w('Social: ')
    _social(n, c)
    n.w('\n')
    if chance(rng, 0.7):
        n.w('NOK: ', c.fam(), ' (', c.nok_rel, ') ', PHO(c.nok_phone), '\n')
    if chance(rng, 0.5):
        lang = {'ee': ['Polish - requested', 'Lithuanian', 'Romanian', 'Ukrainian', 'not required'],
                'sasian': ['Punjabi', 'Urdu', 'Bengali - phone interpreter', 'not required'],
                'easia': ['Mandarin', 'Vietnamese', 'Cantonese', 'not required'], 'hisp': ['Spanish', 'not required'],
                'pacific': ['Samoan', 'Tongan', 'not required'], 'african': ['Somali', 'not required']}.get(
                    c.pt.origin, ['not required', 'no'])
        n.w('Interpreter: ', rng.choice(lang), '\n')
    if chance(rng, 0.35):
        blocks.benefit_ids(n, c)
    n.w('Consent to referral: ', rng.choice(['yes - verbal', 'Yes', 'patient agreeable', 'yes (see notes)']), '\n')
    blocks.gp_block(n, c, fax=True)
    if chance(rng, 0.4):
        n.w('\nTriage (', L.team_abbr(), '): ', rng.choice(['seen same day', 'priority 1 - review today',
                                                           'priority 2 - within 24h', 'phone advice given']),
            ' - ', c.dr(c.act), ' %02d:%02d\n' % (rng.randint(8, 17), rng.randint(0, 59)))
    blocks.footer(n, c)


AUDQ = {
    'uk': ['How often do you have a drink containing alcohol?',
           'How many units do you drink on a typical drinking day?',
           'How often have you had 6 or more units (F) / 8 or more (M) on one occasion?'],
    'std': ['How often do you have a drink containing alcohol?',
            'How many standard drinks on a typical day when drinking?',
            'How often do you have six or more drinks on one occasion?'],
}
ANS = [['Never', 'Monthly or less', '2-4 times a month', '2-3 times a week', '4+ times a week'],
       ['0-2', '3-4', '5-6', '7-9', '10+'],
       ['Never', 'Less than monthly', 'Monthly', 'Weekly', 'Daily or almost daily']]


def auditc_chart(rng, c, n):
    L = c.L
    n.w(rng.choice(['ALCOHOL SCREENING AND WITHDRAWAL RISK CHART', 'AUDIT-C / Withdrawal Risk Assessment',
                    'Alcohol Use Screening (AUDIT-C) & PAWSS', 'ALCOHOL IDENTIFICATION & WITHDRAWAL SCORING']), '\n')
    if chance(rng, 0.6):
        n.w(HOS(c.hosp), rng.choice([' - ', ' | ']), L.team(), '\n')
    blocks.header(n, c, style=rng.choice(['box', 'fields', 'line']))
    t = '%02d:%02d' % (rng.randint(0, 23), rng.randint(0, 59))
    n.w('Ward: ', HOS(c.ward), '   Date: ', c.d(c.today), '   Time: ', t, '\n\n')
    qs = AUDQ['uk' if L.group in ('uk', 'ire') else 'std']
    q, tot = clinical.auditc(rng)
    n.w('%-78s %s\n' % ('AUDIT-C', 'Score'))
    for i in range(3):
        n.w('%d. %-70s %-26s %d\n' % (i + 1, qs[i], ANS[i][q[i]], q[i]))
    n.w('%s\n' % ('-' * 60))
    n.w('AUDIT-C total: %d/12 -> %s\n' % (tot, 'POSITIVE (>=5) - complete full AUDIT' if tot >= 5 else 'negative'))
    if tot >= 5 and chance(rng, 0.7):
        n.w('Full AUDIT (Q1-10): %d/40 - %s\n' % (tot + rng.randint(8, 24),
                                                 rng.choice(['possible dependence', 'harmful drinking', 'high risk'])))
    if chance(rng, 0.6):
        n.w('SADQ: %d (%s)\n' % (rng.randint(10, 52), rng.choice(['mild', 'moderate', 'severe'])))
    n.w('\nPAWSS threshold: any alcohol in last 30 days -> %s\n' % rng.choice(['yes', 'YES']))
    items = ['Previous episodes of alcohol withdrawal', 'Previous withdrawal seizures', 'Previous DTs',
             'Previous alcohol rehabilitation treatment', 'Previous blackouts', 'Combined with downers (benzos/barbs)',
             'Combined with other substances', 'BAL > 200 mg/dL on presentation' if L.us else 'Breath alcohol high on arrival',
             'Evidence of autonomic hyperactivity (HR > 120, tremor, sweats)']
    pw = 0
    for it in items:
        v = 1 if chance(rng, 0.45) else 0
        pw += v
        n.w('  [%s] %s\n' % ('1' if v else '0', it))
    n.w('PAWSS total: %d  (>=4 = high risk of complicated withdrawal)\n\n' % pw)
    n.w('Last drink: ', c.d(c.adm), ' %02d:%02d   Amount: ' % (rng.randint(0, 23), rng.randint(0, 59)))
    dq, units, uw = clinical.drinks(rng, c)
    n.w(dq, ' (~', str(units), ' ', uw, ')\n')
    n.w('Age at first drink: ', AG(c.start_age), '   Regular drinking since: ',
        DT(str(min(c.today.year - 1, c.dob.year + c.start_age + rng.randint(0, 8)))), '\n')
    if chance(rng, 0.5):
        n.w('Collateral: ', c.nok_rel, ' ', c.fam(), ' reports ', rng.choice(['heavier intake than stated',
                                                                              'daily drinking for 2 years',
                                                                              'a seizure at home last month',
                                                                              'shakes every morning']), '.\n')
    if chance(rng, 0.4):
        n.w('Breath alcohol: %d mg/100ml (Alcolmeter s/n ' % rng.randint(0, 140), (letters(rng, 2) + digits(rng, 6), 'DEVICE'),
            ')\n')
    risk = 'HIGH' if pw >= 4 else rng.choice(['MODERATE', 'LOW'])
    n.w('\nWithdrawal risk: ', risk, ' -> ', 'commence %s %s-hourly; %s symptom-triggered per protocol' %
        (L.scale(rng), rng.choice(['1', '2', '4']), L.benzo()), '\n')
    if L.group in ('uk', 'ire'):
        n.w('Pabrinex: ', rng.choice(['prescribed', 'prescribed - 2 pairs TDS', 'not yet prescribed - Dr informed']), '\n')
    else:
        tds = 'TID' if L.us else 'TDS'
        n.w('Thiamine: ', rng.choice(['300 mg IV %s charted' % tds, '100 mg PO %s' % tds, 'to be charted']), '\n')
    n.w(clinical.hardneg(rng, c, 1), '\n\n')
    n.w('Completed by: ')
    blocks.staff_sig(n, c, c.nurse, lic=chance(rng, 0.3), kind='nurse')
    n.w('Initials: ', DR(c.nurse.initials()), '   Checked by: ', c.dr(c.nurse2), '\n')
    if chance(rng, 0.5):
        n.w('Referred to ', L.team_abbr(), ': ', rng.choice(['yes', 'Yes - e-referral', 'yes (bleeped)']), ' ', c.d(c.today), '\n')
    blocks.footer(n, c)


GM_ITEMS = ['Tremor', 'Sweat', 'Halluc', 'Orient', 'Agit']
CIWA_ITEMS = ['N/V', 'Trem', 'Sweat', 'Anx', 'Agit', 'Tact', 'Aud', 'Vis', 'HA', 'Orient']
AWS_ITEMS = ['Persp', 'Trem', 'Anx', 'Agit', 'Temp', 'Halluc', 'Orient']


def ciwa_record(rng, c, n):
    L = c.L
    scale = L.scale(rng)
    items, mx = {'GMAWS': (GM_ITEMS, 2), 'CIWA-Ar': (CIWA_ITEMS, 4), 'AWS': (AWS_ITEMS, 3)}[scale]
    n.w(rng.choice(['%s MONITORING RECORD', '%s Withdrawal Observation Chart', 'Alcohol Withdrawal - %s chart']) % scale, '\n')
    if chance(rng, 0.4):
        n.w({'GMAWS': '(Glasgow Modified Alcohol Withdrawal Scale)',
             'CIWA-Ar': '(Clinical Institute Withdrawal Assessment for Alcohol, revised)',
             'AWS': '(Alcohol Withdrawal Scale)'}[scale], '\n')
    blocks.header(n, c, style=rng.choice(['box', 'line', 'fields']), ward=False)
    n.w(HOS(c.hosp), ' / ', HOS(c.ward), ' / ')
    if chance(rng, 0.3):
        n.w('Bay ', LOC(c.bay), ' ')
    n.w(rng.choice(['Bed ', 'bed ']), LOC(c.bed), '\n')
    n.w('Weight %d kg   Allergies: %s\n' % (rng.randint(48, 118), rng.choice(['NKDA', 'penicillin (rash)', 'nil known', 'codeine'])))
    n.w('Regime: ', rng.choice(['symptom-triggered', 'fixed-dose reducing + PRN', 'front-loading']), ' ', L.benzo(), '\n\n')
    staff = [c.nurse, c.nurse2, c.act]
    inis = [p.initials() for p in staff]
    hdr = 'Date   Time  ' + ' '.join('%-6s' % x for x in items) + ' Tot  HR   BP      Dose        Init'
    n.w(hdr, '\n')
    d = c.adm
    h = rng.randint(0, 23)
    rows = rng.randint(6, 13)
    base = rng.randint(3, mx * len(items) // 2)
    prev_date = None
    for i in range(rows):
        if d != prev_date or chance(rng, 0.3):
            n.w(c.dshort(d), ' ' * (7 - len(c.L.us and '%d/%d' % (d.month, d.day) or '00/00')))
            prev_date = d
        else:
            n.w('       ')
        n.w('%02d:%02d ' % (h, rng.choice([0, 0, 15, 30, 45])))
        sc = [max(0, min(mx, rng.randint(0, mx) if base > 4 else rng.randint(0, 1))) for _ in items]
        tot = sum(sc)
        n.w(' '.join('%-6d' % s for s in sc), ' %-4d %-4d %-7s ' % (tot, rng.randint(72, 132),
                                                                     '%d/%d' % (rng.randint(105, 180), rng.randint(60, 104))))
        dose = '-'
        thr = 4 if scale == 'GMAWS' else 10
        if tot >= thr:
            dose = {'chlordiazepoxide': '%dmg' % rng.choice([20, 30, 40]), 'diazepam': '%dmg' % rng.choice([10, 20]),
                    'lorazepam': '%gmg' % rng.choice([1, 2])}[L.benzo()]
        n.w('%-11s ' % dose)
        j = rng.randrange(3)
        n.w(DR(inis[j]), '\n')
        base = max(0, base - rng.randint(0, 2))
        h += rng.choice([1, 2, 2, 4])
        if h >= 24:
            h -= 24
            d = d + _dt.timedelta(days=1)
    n.w('\nKey: ', ', '.join('%s 0-%d' % (x, mx) for x in items[:3]), ' ...  ')
    n.w({'GMAWS': 'GMAWS 0 = no tx; 1-3 = %s; >=4 = higher dose & medical review' % L.benzo(),
         'CIWA-Ar': 'CIWA-Ar <10 no PRN; 10-15 PRN dose; >15 dose + notify MO/provider; >20 consider HDU',
         'AWS': 'AWS >=5 give diazepam per protocol; >=15 medical review'}[scale], '\n')
    n.w('Signatures: ')
    for j, p in enumerate(staff):
        n.w(DR(inis[j]), ' = ', DR(p.full()), ' (%s)' % (p.role or 'RN'), '; ' if j < 2 else '\n')
    if chance(rng, 0.7):
        n.w('\nEscalation: ', c.d(d), ' %02d:%02d score %d - ' % (rng.randint(0, 23), rng.randint(0, 59),
                                                                  rng.randint(5, 20) if scale == 'GMAWS' else rng.randint(16, 30)),
            c.dr(c.jr), ' informed via ', rng.choice(['bleep ', 'pager ', 'ext ']), PHO(c.bleep),
            '; reviewed at bedside, ')
        if chance(rng, 0.3):
            n.w('moved to side room ' if not L.nam else 'moved to room ', LOC(c.room), '.\n')
        else:
            n.w(rng.choice(['additional dose given', 'IV thiamine given', 'no hallucinations, continue']), '.\n')
    n.w(clinical.hardneg(rng, c, 1), '\n')
    blocks.footer(n, c, when=d)
