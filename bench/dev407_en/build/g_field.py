"""Genres: outreach testing session record, adherence telephone call,
prison release continuity handover, hepatitis B household contact tracing."""

import datetime

import clin
import ident
from ctx import new_person, rd, dob_for
from doc import Phi

NICK = {'Michael': 'Mick', 'James': 'Jimmy', 'John': 'Jonno', 'David': 'Dave', 'Gary': 'Gaz',
        'Darren': 'Daz', 'Stephen': 'Steve', 'Kevin': 'Kev', 'Barry': 'Baz', 'Nicola': 'Nicky',
        'Joanne': 'Jo', 'Tracey': 'Trace', 'Kerry': 'Kez', 'Mohammed': 'Mo', 'Oluwaseun': 'Seun',
        'Oleksandr': 'Sasha', 'Dmitri': 'Dima', 'Katarzyna': 'Kasia', 'Rawiri': 'Rawi',
        'Siosaia': 'Saia', 'Wiremu': 'Wiri', 'Xiaoming': 'Ming', 'Alasdair': 'Ali', 'Ruaridh': 'Rory',
        'Christopher': 'Chris', 'Jason': 'Jase', 'Shane': 'Shaner', 'Stacey': 'Stace', 'Brandon': 'Bran',
        'Alejandro': 'Alex', 'Guadalupe': 'Lupe', 'Jericho': 'Jek', 'Declan': 'Dec', 'Padraig': 'Paddy'}


def outreach(rng, d):
    v = d.v
    cc = v['cc']
    day = v['visit']
    d.t(rng.choice(['OUTREACH TESTING SESSION RECORD', 'Community BBV testing - session log',
                    'Outreach / point-of-care testing session', 'HEP C OUTREACH - SESSION SHEET']) + '\n')
    venue = rng.randrange(5)
    if venue == 0:
        d.f('Venue: {dsvc}, {dsvc.addr}\n')
    elif venue == 1:
        d.f('Venue: {hostel} (' + rng.choice(['day room', 'ground floor lounge', 'meeting room']) + ')\n')
    elif venue == 2:
        d.f('Venue: {prison}, {wing} treatment room\n')
    elif venue == 3:
        d.f('Venue: {church} hall - {charity} drop-in\n')
    else:
        d.f('Venue: mobile unit (reg {plate}) parked outside {lm}\n',
            lm=Phi(rng.choice(['Central Library', 'Market Hall', 'Corn Exchange', 'Victoria Bus Station', 'Riverside Retail Park']), 'LOCATION_OTHER'))
    d.f('Date: {day:wd}   Time: %02d:00-%02d:30\n' % (rng.randrange(9, 12), rng.randrange(13, 17)), day=day)
    d.f('Staff: {cns} (CNS), {peer} (peer support worker), {op} (HCA)' +
        rng.choice(['', ', {nurse2} (student nurse)', ', driver {drv}']) + '\n',
        drv=new_person(rng, d, 'DOCTOR')[1])
    d.f('Equipment: GeneXpert Xpress SN {gxsn}' + rng.choice(['; FibroScan Mini+ SN {fibsn}', '', '; fridge 2-8C logged']) + '\n')
    d.t('Consumables used: ' + rng.choice(['OraQuick x12, Xpert HCV VL Fingerstick cartridges x6, DBS cards x4',
                                            'DBS kits x10, Determine HBsAg x8', 'Xpert cartridges x9, lancets, plasters']) + '\n\n')
    n = rng.randrange(4, 9)
    me = rng.randrange(n)
    d.row([('#', 4), ('Client', 24), ('DOB', 12), ('Test', 36), ('Result', 24), ('Action', 0)])
    follow = []
    for i in range(n):
        if i == me:
            nm = rng.choice([v['pt'], v['pt.ini'], v['pt.lf']])
            dob = v['dob']
            res = rng.choice(['HCV RNA DETECTED', 'REACTIVE', 'HBsAg POSITIVE'])
            test = {'HCV RNA DETECTED': 'Xpert HCV VL Fingerstick', 'REACTIVE': 'OraQuick HCV antibody',
                    'HBsAg POSITIVE': 'Determine HBsAg 2'}[res]
        else:
            p, nm = new_person(rng, d, 'PATIENT')
            if rng.random() < 0.4:
                nm = Phi(p.ini(rng.random() < 0.5), 'PATIENT')
            dob = dob_for(rng, day, rng.randrange(19, 66))
            test, results = rng.choice(clin.OUTREACH_TESTS)
            res = rng.choice(results)
        act = rng.choice(['none', 'RNA via DBS', 'referred to CNS', 'FibroScan today', 'advice + NSP',
                          'declined bloods', 'vaccine dose 1'])
        if i == me:
            act = 'see below'
        if i == me:
            myres = res
        d.row([(str(i + 1), 4), (nm, 24), (dob, 12), (test, 36), (res, 24), (act, 0)])
    d.t('\nFollow-up required:\n')
    d.f('- {pt} ({pt.ini}), {age}{sex}: ')
    if rng.random() < 0.5:
        d.f(rng.choice(['works as a {prof}. ', '{prof}, currently off work. ', 'was a {prof} until last year. ']))
    if myres == 'HCV RNA DETECTED':
        d.f('RNA detected on POC test. Booked for FibroScan and bloods at {liverunit} on {fs:wds}. Mobile {mob}; '
            'OK to text. Keyworker {kw} at {dsvc} aware.\n', fs=rd(d, rng.randrange(2, 15)), kw=new_person(rng, d, 'DOCTOR')[1])
    elif myres == 'REACTIVE':
        d.f('Ab reactive, venous access poor - DBS for RNA sent (specimen {spec1}). Contact via {hostel} staff ({oth.tel}) '
            'as no phone.\n')
    else:
        d.f('HBsAg positive on finger-prick. Born in {cob}. Referred to hepatology' +
            ('; %s interpreter needed' % v['lang'] if v['abroad'] else '') + '. Household contacts to be offered testing.\n')
    if rng.random() < 0.5:
        p2, n2 = new_person(rng, d, 'PATIENT')
        d.f('- {n2}: previously treated (SVR in {y:y}), reinfection risk - annual RNA advised.\n',
            n2=n2, y=rd(d, -rng.randrange(400, 2000)))
    d.t('\nTotals: %d seen, %d tested, %d reactive/detected. ' % (n, n - rng.randrange(0, 2), rng.randrange(1, 4)))
    d.t(rng.choice(['No incidents.', 'Sharps bin replaced.', 'One client left before result - details passed to peer worker.',
                    'Needle-stick: none.']) + '\n')
    d.f('Recorded by {cns.fl} ' + rng.choice(['', '({cns.user})', '{cns.licl} {cns.lic}']) + '\n')


def adherence_call(rng, d):
    v = d.v
    cc = v['cc']
    c = clin.hcv(rng, cc, v['age_n'])
    wk = rng.randrange(2, c['weeks'] + 1)
    start = rd(d, -7 * wk + rng.randrange(0, 4))
    k = rng.randrange(3)
    if k == 0:
        d.f('TELEPHONE CONTACT - DAA ADHERENCE\nDate/time: {visit} %02d:%02d\n' % (rng.randrange(9, 17), rng.randrange(60)))
        d.f('Patient: {pt}  DOB {dob}  {natl} {natid}\n')
    elif k == 1:
        d.f('{visit:wdn} - Phone call (hep C adherence, week %d of %d)\n' % (wk, c['weeks']))
        d.f('{pt.lf}, {natl} {natid}\n')
    else:
        d.f('Adherence call wk %d  |  {pt}  |  {age}{sex}  |  {visit:med}\n' % wk)
    d.t('\n')
    ans = rng.random()
    if ans < 0.2:
        d.f('Called {mob} x2 - no answer, voicemail not set up. Tried {fam.rel} {fam.first} on {fam.mob} ')
        d.f('(listed NOK) - says {pt.first} is ' + rng.choice(['staying with a friend in {c2}', 'at work till late',
                                                                 'fine, will pass on message']) + '.\n', c2=Phi(rng.choice(['Bolton', 'Limerick', 'Logan', 'Porirua', 'Flint', 'Regina', 'Paisley']), 'CITY'))
        d.f('Contacted {pharmacy} ({pharmacy.tel}): last collection {lc:short}, on time.\n', lc=rd(d, -rng.randrange(1, 7)))
    else:
        d.f('Spoke to {pt.first} on {mob}. ID confirmed (DOB + first line of address).\n')
        d.t('On %s, started ' % c['brand'])
        d.f('{st:med}, currently week %d.\n' % wk, st=start)
        miss = rng.choice([0, 0, 0, 1, 2, 3])
        d.t('Missed doses: %s. ' % (miss if miss else 'none reported'))
        if miss:
            d.t(rng.choice(['Forgot at weekend', 'Tablets lost when moved rooms', 'Was in custody for 2 nights',
                            'Vomited one dose']) + '. ')
        d.t('Side effects: ' + rng.choice(['none', 'mild headache first week, settled', 'tiredness', 'nausea - advised take with food',
                                           'poor sleep']) + '. ')
        d.t('Pill count ' + rng.choice(['matches', 'not possible by phone', 'consistent with report']) + '.\n')
        d.t(rng.choice(['Still using occasionally, using clean kit from NSP. ', 'Stable on OST. ', 'Drinking less. ',
                        'No new medicines, checked OTC - none. ', 'Started omeprazole from GP - advised re timing. ']))
        if rng.random() < 0.15:
            d.f('Asked about travelling at {hol} - advised to take full supply and keep to same time daily. ',
                hol=Phi(rng.choice(['Christmas', 'Easter', 'New Year', 'Eid', 'Diwali']), 'DATE'))
        if rng.random() < 0.4:
            d.f('Partner {fam.first} has also been tested at {dsvc} - result pending. ')
        if rng.random() < 0.3:
            d.f('Has moved to {street}, {city} - address updated. ')
        if rng.random() < 0.3:
            d.f(rng.choice(['Back at work as a {prof} - takes tablet before shift. ', 'Off sick from job as {prof} this week. ']))
        d.t('\n')
    if rng.random() < 0.3:
        d.f('Video follow-up offered: link {vlink} (joined from {ip}).\n',
            vlink=Phi(ident.url(rng, 'visit/' + ident.digits(rng, 6)), 'URL'))
    if rng.random() < 0.25:
        d.f('MEMS cap {mems} data: %d%% of doses opened on time.\n' % rng.randrange(70, 101))
    eot = start + datetime.timedelta(days=7 * c['weeks'])
    d.t('\nPlan: ')
    if (eot - v['visit']).days > 10:
        d.f(rng.choice(['next call {nx:wds}', 'call again {nx:wday}', 'next call {nx}']) + '; ', nx=rd(d, rng.randrange(3, 8)))
    d.f('EOT bloods {eot:short} at ' + rng.choice(['{dsvc}', '{gpprac}', 'clinic']) + '.\n', eot=eot)
    d.f(rng.choice(['{cns}, CNS', '{cns.fl} (hep C nurse)', '{nurse2}, RN', '{peer}, peer support']) + '\n')


def release_handover(rng, d):
    v = d.v
    cc = v['cc']
    c = clin.hcv(rng, cc, v['age_n'])
    start = rd(d, -rng.randrange(10, 50))
    rel = rd(d, rng.randrange(1, 15))
    d.t(rng.choice(['CONTINUITY OF CARE ON RELEASE - HEPATITIS C', 'Prison release handover (BBV)',
                    'Transfer of care: custody to community - HCV treatment', 'RELEASE PLANNING - DAA TREATMENT']) + '\n')
    d.f('From: {prison} Healthcare, {nurse2} (in-reach hepatitis nurse)\n')
    d.f('Tel {prison.tel}   Fax {prison.fax}   Secure email {nurse2.email}\n')
    d.f('To: ' + rng.choice(['{liverunit}', '{dsvc}', '{gpprac}', '{cns}, {liverunit}']) + '\n')
    d.f('Date: {visit}\n\n')
    nick = NICK.get(v['_pt'].first)
    d.f('Name: {pt}   (' + rng.choice(['known as {nick}' if nick else 'aka {pt.first}', 'aka {pt.first}', 'no aliases']) + ')\n',
        nick=Phi(nick or v['_pt'].first, 'PATIENT'))
    d.f('DOB: {dob}   Age {age}   {natl}: {natid}\n')
    d.f('Prison no: {prisonno}   Location: {wing}, cell {cell}\n')
    if 'ssn' in v and (v['ssnl'], v['ssn']) not in v['ids'] and rng.random() < 0.6:
        d.f('{ssnl} (for benefits on release): {ssn}\n')
    if rng.random() < 0.6:
        d.f('Biometric ID (medication hatch): {bio}\n')
    d.f('Release date: {rel:wd} (' + rng.choice(['confirmed', 'provisional - court outcome pending', 'parole board']) + ')\n', rel=rel)
    k = rng.randrange(3)
    if k == 0:
        d.f('Release address: {hostel}, {addr}\n')
    elif k == 1:
        d.f('Release address: {addr} (with {his} {fam.rel} {fam})\n')
    else:
        d.f('Release address: NFA - housing referral to {charity}; duty to refer made\n')
    d.f('Probation: {oth} ({oth.tel})\n')
    if rng.random() < 0.5:
        d.f('Work on release: ' + rng.choice(['previously a {prof}, hoping to return', 'CSCS card - labouring through agency',
                                              'no plans', 'trained as {prof} in custody']) + '\n')
    d.t('\n')
    d.t('HCV: genotype %s, RNA %s IU/mL pre-treatment, LSM %s kPa (%s)\n' % (c['gt'], c['rna'], c['lsm'], c['stage']))
    d.f('Treatment: %s started {st} in custody.\n' % c['reg'], st=start)
    done = (v['visit'] - start).days
    left = max(0, 7 * c['weeks'] - done)
    d.t('Doses taken: %d (observed at hatch), doses remaining at release: approx %d.\n' % (done, left))
    d.f('Supply on release: ' + rng.choice(['14 days TTO', '28 days TTO', '7 days TTO + prescription sent to {pharmacy}',
                                            'remainder of course']) + '.\n')
    d.f('Community pharmacy: {pharmacy}, {pharmacy.addr} (tel {pharmacy.tel})\n')
    if 'not on' not in c['ost']:
        d.f('OST: %s - first community dose arranged at {dsvc} on {rel:short}.\n' % c['ost'], rel=rel)
    d.t('\nAppointments made:\n')
    d.f('- EOT bloods: {eot} at ' + rng.choice(['{dsvc}', '{gpprac}', '{liverunit}']) + '\n',
        eot=start + datetime.timedelta(days=7 * c['weeks'] + rng.randrange(0, 10)))
    d.f('- SVR12: {svr:my}\n', svr=start + datetime.timedelta(days=7 * c['weeks'] + 84))
    d.f('- Peer mentor {peer} to meet at the gate on release day ({pmob})\n',
        pmob=Phi(ident.phone(rng, cc, v['area'], 'mob'), 'PHONE'))
    if rng.random() < 0.4:
        d.f('- Transport: ' + rng.choice(['collected by {fam.first} (car reg {plate})', 'travel warrant issued',
                                          'taxi booked - vehicle {plate}']) + '\n')
    d.t('\nRisks: ' + rng.choice(['high risk of overdose on release - naloxone kit supplied', 'previous disengagement after release',
                                  'no phone - contact through probation', 'wishes to move to another area']) + '.\n')
    d.t('Consent to share: ' + rng.choice(['yes (signed)', 'yes - verbal, documented']) + '.\n\n')
    d.f('{nurse2}, {nurse2.licl} {nurse2.lic}\n')
    if rng.random() < 0.5:
        d.f('Entered on SystmOne by {nurse2.user}\n' if cc in ('UK', 'SCO') else 'Entered in EHR by {nurse2.user}\n')


def contact_tracing(rng, d):
    v = d.v
    c = clin.hbv(rng, v['age_n'])
    day = v['visit']
    dx = rd(d, -rng.randrange(20, 200))
    d.t(rng.choice(['HEPATITIS B - HOUSEHOLD CONTACT TRACING', 'HBV contact tracing record',
                    'Hepatitis B: contact screening and vaccination plan']) + '\n')
    d.f('{liverunit} / {hosp}\n')
    d.f('Index case: {pt}   DOB {dob}   {natl} {natid}\n')
    d.f('HBsAg positive {dx} (' + rng.choice(['new diagnosis', 'antenatal screen', 'GP screen', 'outreach finger-prick']) + '); %s, HBV DNA %s\n' % (c['phase'], c['dna']), dx=dx)
    d.f('Address: {addr}\n')
    d.f('Phone: {mob}   Language: %s' % v['lang'])
    if v['abroad']:
        d.f('   Interpreter: {interp} (ID {iid})', iid=Phi(ident.digits(rng, 5, '123456789'), 'IDNUM'))
    d.t('\nDiscussed by: ')
    d.f('{cns} with {pt.first}' + rng.choice(['', ' and {his} {fam.rel} {fam.first}']) + ' on {day:long}\n\n', day=day)
    d.t('HOUSEHOLD / SEXUAL CONTACTS\n')
    d.row([('Name', 24), ('Relationship', 14), ('Age', 6), ('DOB', 13), ('HBsAg', 10), ('anti-HBs', 10), ('Action', 0)])
    n = rng.randrange(2, 6)
    rels = [('partner', None), ('son', 'M'), ('daughter', 'F'), ('mother', 'F'), ('brother', 'M'), ('sister', 'F'),
            ('nephew', 'M'), ('lodger', None)]
    pick = [rels[0]] + rng.sample(rels[1:], n - 1)
    pt_last = v['_pt'].last
    for rel, sex in pick:
        if rel == 'partner' and sex is None:
            sex = 'F' if v['sex'] == 'M' else 'M'
        p, ph = new_person(rng, d, 'FAMILY', sex, v['_pt'].origin if rel != 'lodger' else None)
        if rel not in ('lodger', 'partner') or rng.random() < 0.5:
            ph = Phi('%s %s' % (p.first, pt_last), 'FAMILY')
        if rel in ('son', 'daughter', 'nephew'):
            age = rng.randrange(0, 25)
        elif rel == 'mother':
            age = min(97, v['age_n'] + rng.randrange(18, 35))
        elif rel == 'partner':
            age = max(18, v['age_n'] + rng.randrange(-8, 9))
        else:
            age = rng.randrange(18, 70)
        dob = dob_for(rng, day, age)
        hbs = rng.choice(['neg', 'neg', 'neg', 'POS', 'pending'])
        ahbs = rng.choice(['<10', '>100', 'pending', '45', '-'])
        if hbs == 'POS':
            ahbs, act = '-', 'refer hepatology'
        elif hbs == 'pending':
            act = 'chase result'
        elif ahbs in ('>100', '45'):
            act = 'immune - no action'
        else:
            act = rng.choice(['vaccinate (0,1,6 mo)', 'accelerated course', 'vaccinate + recheck'])
        d.row([(ph, 24), (rel, 14), ([Phi(age, 'AGE'), ' y'] if age > 0 else [Phi(rng.randrange(2, 12), 'AGE'), ' mo'], 6), (dob, 13), (hbs, 10), (ahbs, 10), (act, 0)])
    d.t('\n')
    k = rng.randrange(3)
    if k == 0:
        d.f('Youngest child attends {school}; no exclusion needed, school not informed (patient choice).\n')
    elif k == 1:
        bb = new_person(rng, d, 'FAMILY')[0]
        d.f('Baby {bb} born {bd:long} at {hosp}: HBIG and birth-dose vaccine given within 24 h. Post-vaccination serology at 12 months.\n',
            bb=Phi('%s %s' % (bb.first, pt_last), 'FAMILY'), bd=rd(d, -rng.randrange(5, 60)))
    else:
        d.f('Ex-partner {oth} now lives in {ctry}; patient will inform - advised local testing.\n',
            ctry=Phi(rng.choice(['Vietnam', 'China', 'Nigeria', 'Romania', 'Somalia', 'Australia', 'Canada', 'Ireland']), 'COUNTRY'))
    if rng.random() < 0.5:
        d.f('Partner works as a {fam.prof}; ' + rng.choice(['occupational health not involved.', 'no EPP work.']) + '\n')
    d.f('Vaccinations to be given at {gpprac} ({gpprac.tel}); letter faxed {gpprac.fax}.\n')
    d.f('Public health notified: case ref {pref}.\n', pref=Phi(ident.letters(rng, 3) + '-' + ident.digits(rng, 6), 'IDNUM'))
    if rng.random() < 0.5:
        d.t('Employer notification not required (' + rng.choice(['works in food retail', 'not an exposure-prone procedure', 'standard precautions']) + ').\n')
    d.f('\n{cns}, ' + rng.choice(['Hepatitis Nurse Specialist', 'Public Health Nurse', 'BBV CNS']) + '   {cns.email}\n')
