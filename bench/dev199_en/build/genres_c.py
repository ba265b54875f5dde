"""Genres: family meeting, death note, case management (own), transfer
acceptance (own), registration face sheet (own)."""
import pools as P
import clinical as C
from core import (num_words, Note, ch, chance, ri, D, days, past, hhmm, phone, pager, email,
                  accession, order_no, ip, url, device_sn, event_no, npi, dea,
                  bioid, office_email, digits, ssn, plate, vin, healthplan,
                  group_no, drivers_license, username, state_license, mrn,
                  account)
from cases import (pname, dname, clinician, hospital_name, clinic_name, person,
                   loc_parts, make_address, addr_items, relative, slug)
from common import (setup_styles, fd, sd, pt, room_items, age_phrase, header,
                    signature, fam_ref, fam_contact, pcp_line, code_line, sexw)
from genres_a import SHORT

STAFF_NAME = lambda: (ch(P.FIRST_F + P.FIRST_M) + ' ' + ch(P.LAST), 'DOCTOR')


HOLIDAYS = {1: ['Easter', 'Valentine\'s Day'], 2: ['Easter'], 3: ['Easter', 'Passover'],
            4: ["Mother's Day", 'Memorial Day'], 5: ["Mother's Day", 'Memorial Day', "Father's Day"],
            6: ["Father's Day", 'the Fourth of July'], 7: ['Labor Day'], 8: ['Labor Day', 'Rosh Hashanah'],
            9: ['Halloween', 'Thanksgiving'], 10: ['Thanksgiving', 'Halloween', 'Diwali'],
            11: ['Thanksgiving', 'Christmas', 'Hanukkah'], 12: ['Christmas', "New Year's", 'Hanukkah']}


def tplus(tm, k):
    h, m = int(tm[:2]), int(tm[-2:]) + k
    h, m = (h + m // 60) % 24, m % 60
    return ('%02d:%02d' if ':' in tm else '%02d%02d') % (h, m)


def famlist(c, k):
    while len(c['fam']) < k:
        c['fam'].append(relative(c['pt'], age=c['age']))
    return c['fam'][:k]


def family_meeting(c):
    setup_styles(c)
    d = days(c['adm'], ri(2, 12))
    n = Note()
    n.l(ch(['FAMILY MEETING NOTE', 'Goals of Care / Family Meeting', 'Family Conference Note',
            'GOC discussion - family meeting']))
    dur = ri(30, 95)
    n.l('Date: {d}  {tm}   Duration: {m} min', d=fd(c, d), tm='%02d:%02d' % (ri(9, 17), ch([0, 15, 30, 45])),
        m=str(dur))
    n.l('Location: {x}', x=ch([[(c['building'], 'LOCATION_OTHER'), ' family conference rm ',
                                ('%s%s' % (ri(2, 9), ch(['-12', '14', 'A', '-C'])), 'LOCATION_OTHER')],
                               ['pt room (', (c['room'], 'LOCATION_OTHER'), ')'],
                               [(c['ward'], 'HOSPITAL'), ' family lounge']]))
    n.l('Patient: {p} ({m}), {ap}', p=pt(c, ch(['full', 'LF', 'fml'])), m=(c['mrn'], 'MRN'), ap=age_phrase(c))
    n.t('\nPresent:\n')
    fams = famlist(c, ri(2, 3))
    for i, f in enumerate(fams):
        n.t('- ' + f['rel'] + ' ')
        n.add(fam_ref(f, 'full'))
        if i == 0:
            n.t(' (HCPOA)')
        elif chance(0.5):
            n.f(' (by phone from {loc})', loc=ch([loc_parts(ch(P.CITIES)),
                                                  [(ch(P.COUNTRIES), 'COUNTRY')]]))
        n.t('\n')
    n.f('- {a} (hospitalist), {b} (palliative care)\n', a=dname(c['att'], ch(['dr', 'full_cred'])),
        b=dname(clinician(), ch(['dr', 'full_cred'])))
    n.f('- {r}, RN; {s}, {sc}\n', r=(c['rn']['first'] + ' ' + c['rn']['last'], 'DOCTOR'),
        s=(c['sw']['first'] + ' ' + c['sw']['last'], 'DOCTOR'), sc=c['sw']['cred'])
    if chance(0.5):
        n.f('- Chaplain {ch}\n', ch=STAFF_NAME())
    if c['lang'] != 'English' or chance(0.15):
        lg = c['lang'] if c['lang'] != 'English' else ch(['Spanish', 'Vietnamese', 'Somali'])
        n.f('- {lg} interpreter {nm} (ID {i})\n', lg=lg, nm=STAFF_NAME(), i=(digits(ri(5, 6)), 'IDNUM'))
    n.t('\nBackground: ')
    n.add(pt(c, ch(['title', 'first', 'last'])))
    n.t(' admitted ')
    n.add(sd(c, c['adm']))
    n.t(' w/ ' + c['dx']['name'] + ', course c/b ' + ch(['recurrent aspiration', 'worsening renal fxn',
                                                         'persistent delirium', 'new NSTEMI',
                                                         'failure to thrive, poor PO', 'resp failure']) +
        '. Baseline: ' + ch(['ambulatory w/ cane', 'wheelchair bound', 'independent ADLs',
                             'needs help w/ ADLs, at SNF']) + '.\n')
    n.t('\nDiscussion:\n')
    f0 = fams[0]
    n.f('- Family understanding: {nm} understands pt is "very sick" and may not recover to baseline.\n',
        nm=fam_ref(f0, 'first'))
    n.f('- Values: pt worked as a {p} for 30+ yrs; ', p=(c['prof'], 'PROFESSION'))
    male = c['pt']['sex'] == 'M'
    n.t(ch(['"Dad never wanted to be on machines"' if male else '"Mom never wanted to be on machines"',
            ('he' if male else 'she') + ' always said quality > quantity',
            ('he wants to get home to his garden' if male else 'she wants to get home to her cats'),
            'faith is very important to the family']) + '.\n')
    n.t('- Prognosis: discussed poor prognosis, likely weeks to short months.\n')
    if len(fams) >= 2 and chance(0.6):
        n.f('- {a} and {b} both agree w/ plan; ', a=fam_ref(fams[0], 'first'), b=fam_ref(fams[1], 'first'))
        n.f('{a} notes {w}.\n', a=fam_ref(fams[0], 'first'), w=ch([
            ["she is herself ", (num_words(ri(62, 90)), 'AGE'), " and cannot provide 24h care"],
            ["pt's brother died at ", (num_words(ri(55, 85)), 'AGE'), " after a long ICU stay, which shapes their views"],
            ["the grandchildren (ages ", (str(ri(6, 12)), 'AGE'), " and ", (str(ri(13, 17)), 'AGE'), ") would like to visit"]]))
    n.t('- Medical update given: ' + ch(['Cr continues to rise despite IVF; HD would be burdensome',
                                           'repeat CT shows progression; oncology agrees no further tx',
                                           'failed SLP eval x2, aspiration on MBS; PEG not recommended',
                                           'EF 15%, inotrope-dependent trial not consistent w/ goals',
                                           'persistent delirium, not eating, wt down 8 kg']) + '.\n')
    n.t('- Questions addressed re: ' + ch(['feeding tube, comfort feeds', 'pain control, morphine',
                                            'what dying looks like', 'going home vs hospice house',
                                            'whether pt is suffering']) + '. Emotions acknowledged, silence allowed.\n')
    if chance(0.5):
        f1 = fams[1]
        n.f('- {nm} ({rel}) {x} ', nm=fam_ref(f1, 'first'), rel=f1['rel'],
            x=ch(['flying in from', 'arriving from', 'driving up from']))
        n.add(ch([loc_parts(ch(P.CITIES)), [(ch(P.COUNTRIES), 'COUNTRY')]]))
        n.f(' on {d}; family would like to wait for them.\n', d=D(days(d, ri(1, 4)), ch(['wd', 'wmd', 'md'])))
    n.t('\nDecisions:\n')
    n.t('- Code status changed to ' + ch(['DNR/DNI', 'DNR, OK for BiPAP', 'DNR/DNI, comfort focused']) + '; POLST completed.\n')
    if chance(0.6):
        n.f('- Hospice referral: {h}; liaison to meet family {d}.\n', h=(ch(P.HOSPICES), 'HOSPITAL'),
            d=D(days(d, 1), ch(['wd', 'md', 'wmd'])))
    else:
        n.t('- Continue current tx, no escalation (no ICU, no CPR). Reassess in 48-72h.\n')
    if chance(0.35):
        n.f('- Family hopes pt can be home for {h}.\n', h=(ch(HOLIDAYS[d.month]), 'DATE'))
    n.t('\nFollow-up: ')
    n.f('reconvene {d}', d=D(days(d, ri(2, 5)), ch(['wd', 'wmd', 'md'])))
    if chance(0.4):
        n.f('; updates to {nm} at {e}', nm=fam_ref(f0, 'first'), e=(email(f0['first'], f0['last']), 'EMAIL'))
    n.f('; best phone {ph}.\n', ph=(f0['phone'], 'PHONE'))
    n.t('Time: %d min, >50%% counseling/coordination.\n\n' % (dur + ri(0, 20)))
    signature(n, c, ch([c['att'], c['res']]), d, ch([0, 1, 4]))
    return n


def death_note(c):
    setup_styles(c)
    d = days(c['adm'], ri(1, 14))
    n = Note()
    call = hhmm(False)
    tod = tplus(call, ri(3, 12))
    n.l(ch(['DEATH NOTE', 'Pronouncement of Death', 'Death Pronouncement Note', 'EXPIRATION NOTE']))
    n.l('Pt: {p}   MRN: {m}   Age: {a}   Loc: {r}', p=pt(c, ch(['LFM', 'LF', 'full'])), m=(c['mrn'], 'MRN'),
        a=(str(c['age']), 'AGE'), r=room_items(c))
    n.t('\n')
    n.f('Called by {r}, RN at {t} to evaluate pt, ', r=(c['rn']['first'] + ' ' + c['rn']['last'], 'DOCTOR'),
        t=call)
    n.t(ch(['found unresponsive w/o respirations.', 'pt on comfort care, noted apneic.',
            'no pulse palpable on rounds.']) + ' Pt was ' + ch(['DNR/DNI', 'DNR/comfort care', 'DNR']) +
        ' (' + c['dx']['name'] + ').\n\n')
    if chance(0.7):
        n.t('Course: admitted ')
        n.add(sd(c, c['adm']))
        n.t(' w/ ' + c['dx']['name'] + '; ' + ch(['declined despite max medical tx', 'developed resp failure',
                                                 'c/b aspiration PNA and AKI', 'remained delirious, minimal PO']))
        n.f('. Transitioned to comfort care {d} after family meeting; ', d=sd(c, days(d, -ri(0, 2))))
        n.t(ch(['on morphine gtt 2 mg/h + glyco PRN', 'hydromorphone PRN, scopolamine patch',
                'lorazepam/morphine PRN']) + '.\n\n')
    n.t('Exam: no response to verbal or tactile stimuli. Pupils fixed and dilated. No heart sounds '
        'auscultated x1 min. No breath sounds x1 min. No carotid pulse. No spontaneous movements.\n\n')
    n.f('Time of death: {t} on {d}\n', t=tod, d=fd(c, d))
    n.t('Prelim cause: ' + ch(['cardiopulm arrest 2/2 ', 'resp failure 2/2 ', 'multiorgan failure 2/2 ']) +
        c['dx']['name'] + '\n\n')
    f = c['fam'][0]
    if chance(0.5):
        n.f('Family: {rel} {nm} at bedside; condolences offered.\n', rel=f['rel'], nm=fam_ref(f))
    else:
        n.f('Family: {rel} {nm} notified by phone ({ph}) at {t}.\n', rel=f['rel'], nm=fam_ref(f),
            ph=(f['phone'], 'PHONE'), t=tplus(tod, ri(5, 25)))
    n.f('Attending {a} notified.\n', a=dname(c['att'], ch(['dr', 'full'])))
    co = ch(P.COUNTIES)
    if chance(0.6):
        n.f('ME: reported to {co} ME office, case # {k}; ', co=(co, 'CITY'), k=(event_no('ME'), 'IDNUM'))
        n.t(ch(['declined jurisdiction', 'accepted - body to ME', 'release to funeral home approved']) + '.\n')
        if chance(0.35):
            n.f('Decedent fingerprint record (ME) {b}.\n', b=(bioid(), 'BIOID'))
    else:
        n.t('ME: not a reportable death.\n')
    n.f('{o} notified ({t}), referral # {r}: ', o=(ch(P.OPO), 'ORGANIZATION'), t=tplus(tod, ri(20, 55)),
        r=(digits(ri(6, 8), True), 'IDNUM'))
    n.t(ch(['not a candidate', 'tissue only', 'eye donation eligible', 'ruled out']) + '.\n')
    n.t('Autopsy: ' + ch(['declined by family', 'requested, consent signed', 'offered, declined']) + '.\n')
    if chance(0.75):
        n.f('Funeral home: {fh} ({ph})\n', fh=(ch(P.FUNERAL), 'ORGANIZATION'), ph=(phone(c['area']), 'PHONE'))
    if chance(0.5):
        n.f('Chaplain {ch} at bedside w/ family.\n', ch=STAFF_NAME())
    if chance(0.35):
        n.f('Death certificate worksheet: decedent SSN {s}, usual occupation {p}, born {d}, ',
            s=(ssn(), 'SSN'), p=(c['prof'], 'PROFESSION'), d=fd(c, c['dob']))
        n.add(loc_parts(ch(P.CITIES), 'full') if not c['country'] else [(c['country'], 'COUNTRY')])
        n.t('.\n')
    if chance(0.3):
        n.f('Pt\'s vehicle (plate {p}) remains in garage {g}; security notified, keys w/ {rel}.\n',
            p=(plate(), 'VEHICLE'), g=('level %d' % ri(1, 5)), rel=f['rel'])
    n.t('\n')
    signature(n, c, ch([clinician(), c['res']]), d, ch([0, 1, 2, 3]))
    return n


def case_mgmt(c):
    setup_styles(c)
    d = days(c['adm'], ri(1, 6))
    n = Note()
    n.l(ch(['CASE MANAGEMENT NOTE', 'Discharge Planning - Case Management', 'CM/SW Progress Note',
            'Care Coordination Note']))
    n.l('{d}  {tm}  |  {p}  |  MRN {m}  |  {al} {a}', d=fd(c, d), tm='%02d%02d' % (ri(8, 16), ri(0, 59)),
        p=pt(c, ch(['LF', 'full', 'LFM'])),
        m=(c['mrn'], 'MRN'), al=ch(['Acct', 'FIN', 'Enc']), a=(c['acct'], 'ACCOUNT'))
    n.l('Admit: {a}   EDD: {e}   Unit: {w}', a=sd(c, c['adm']), e=sd(c, days(d, ri(1, 4))),
        w=(c['ward'], 'HOSPITAL'))
    n.t('\nINSURANCE\n')
    n.f('Primary: {i}  Member # {m}  Group {g}\n', i=(c['ins'], 'ORGANIZATION'), m=(c['member'], 'HEALTHPLAN'),
        g=(c['group'], 'HEALTHPLAN'))
    if c['public'] or chance(0.3):
        n.f('Secondary: {pp}  ID {m}\n', pp=c['public'] or 'Medicaid', m=(healthplan(), 'HEALTHPLAN'))
    if chance(0.5):
        n.f('Auth for SNF: ref # {a}, approved x{k} days, UM reviewer {r}, RN ({ph})\n', a=(order_no(), 'IDNUM'),
            k=str(ri(5, 14)), r=STAFF_NAME(), ph=(phone(ext=True), 'PHONE'))
    n.t('\nASSESSMENT\n')
    f = c['fam'][0]
    n.f('Pt lives at {ad} w/ {rel} {nm}. ', ad=addr_items(c['addr']), rel=f['rel'], nm=fam_ref(f, 'full'))
    n.t(ch(['2-story home, 12 steps to bedroom.', '1st floor apt, 3 steps to enter.',
            'Mobile home, ramp in place.', 'Senior apt building w/ elevator.']) + ' PLOF: ' +
        ch(['indep w/o AD', 'walker, indep ADLs', 'needs assist w/ bathing', 'wheelchair for distances']) + '.\n')
    if not c['retired']:
        n.f('Employed as {p} at {e}; pt requests FMLA/short-term disability forms (HR fax {fx}).\n',
            p=(c['prof'], 'PROFESSION'), e=(c['employer'], 'ORGANIZATION'), fx=(phone(ext=False), 'FAX'))
    else:
        n.f('Retired {p}. ', p=(c['prof'], 'PROFESSION'))
        n.t(ch(['Fixed income, SS only.', 'Pension + SS.', 'Concern re: med costs.']) + '\n')
    n.t('PT/OT recs: ' + ch(['SNF', 'home w/ HH PT', 'acute rehab', 'home w/ 24h supervision']) + '.\n')
    lace = ri(4, 17)
    n.t('Readmission risk: LACE %d (%s). %d admits in past 6 mo.\n' % (
        lace, 'high' if lace >= 10 else 'moderate' if lace >= 5 else 'low', ri(0, 4)))
    n.t('Barriers: ' + ', '.join(C.sample(['needs O2 qualification', 'no 24h caregiver', 'insurance auth pending',
                                            'unsafe stairs', 'med cost', 'caregiver works days', 'transport',
                                            'pt ambivalent about SNF'], ri(1, 3))) + '.\n')
    if c['public']:
        n.f('Important Message from Medicare given/signed {d}.\n', d=sd(c, days(c['adm'], 1)))
    if chance(0.5):
        n.t('Choice list of ' + str(ri(3, 8)) + ' facilities w/ star ratings provided to pt/family.\n')
    if chance(0.4):
        n.f('Medicaid application started w/ pt; SSN {s} verified w/ {rel}.\n', s=(ssn(), 'SSN'),
            rel=f['rel'])
    n.t('\nPLAN\n')
    k = ri(0, 2)
    if k == 0:
        s1, s2 = C.sample(P.SNFS, 2)
        n.f('- SNF referrals sent via portal to {a} (fax {fa}) and {b}\n', a=(s1, 'HOSPITAL'),
            fa=(phone(c['area'], ext=False), 'FAX'), b=(s2, 'HOSPITAL'))
        n.f('- {a} accepted {d}; bed available {e}\n', a=(s1, 'HOSPITAL'), d=sd(c, d),
            e=D(days(d, ri(1, 3)), ch(['wd', 'md', 'wmd'])))
        if chance(0.4):
            n.f('- facility info for family: {u}\n', u=(url(slug(s1)), 'URL'))
    elif k == 1:
        n.f('- Home health referral to {h}, SOC {d}\n', h=(ch(P.HOME_HEALTH), 'HOSPITAL'),
            d=D(days(d, ri(1, 3)), ch(['md', 'mond'])))
        n.f('- DME: {x} via {v} ({ph})\n', x=ch(['rolling walker', 'home O2 2L + POC', 'hospital bed',
                                                   'shower chair, BSC']), v=(ch(P.DME), 'ORGANIZATION'),
            ph=(phone(c['area']), 'PHONE'))
    else:
        n.f('- Home w/ family; f/u w/ {cl} scheduled\n', cl=(c['pcp_clinic'], 'HOSPITAL'))
        n.f('- Meds to beds via {p}\n', p=(c['pharmacy'], 'HOSPITAL'))
    n.t('- Transport: ')
    v = ri(0, 3)
    if v == 0:
        n.f('{rel} to drive; vehicle plate {p} ({st}) registered w/ valet for pickup\n', rel=f['rel'],
            p=(plate(), 'VEHICLE'), st=(c['addr']['city'][1], 'STATE'))
    elif v == 1:
        n.f('pt drove self to ED; car (plate {p}) in visitor garage - security has keys, {rel} to retrieve\n',
            p=(plate(), 'VEHICLE'), rel=f['rel'])
    elif v == 2:
        n.f('wheelchair van via {e}, pickup {tm}\n', e=(ch(P.EMS), 'ORGANIZATION'),
            tm='%02d%02d' % (ri(10, 17), ch([0, 15, 30, 45])))
    else:
        n.t('BLS ambulance, scheduled\n')
    if chance(0.3):
        n.f('- Pt\'s vehicle towed from ED lot; VIN {v} given to {rel} for impound release\n',
            v=(vin(), 'VEHICLE'), rel=f['rel'])
    if chance(0.4):
        n.f('- Contact: {nm} {ph}, {e}\n', nm=fam_ref(f, 'first'), ph=(f['phone'], 'PHONE'),
            e=(email(f['first'], f['last']), 'EMAIL'))
    n.t('\n')
    cm = c['cm'] if chance(0.6) else c['sw']
    n.f('{nm}, {cr}\n', nm=(cm['first'] + ' ' + cm['last'], 'DOCTOR'), cr=cm['cred'])
    n.f('Case Management  {ph}\n', ph=(phone(c['area'], ext=chance(0.5)), 'PHONE'))
    if chance(0.4):
        n.f('{e}\n', e=(email(cm['first'], cm['last'], 'fl'), 'EMAIL'))
    return n


REASONS_TX = ['higher level of care - needs GI/EGD not available at sending', 'no ICU/stepdown beds',
              'needs IR for drainage', 'nephrology/HD not available', 'pt/family request (care at our system)',
              'needs cardiology/cath eval', 'hospitalist service at capacity']


def transfer(c):
    setup_styles(c)
    d = c['adm']
    n = Note()
    send = hospital_name()
    scity = ch(P.CITIES)
    n.l(ch(['TRANSFER CENTER - ACCEPTANCE NOTE', 'Interfacility Transfer Acceptance',
            'Transfer Accept Note (Hospital Medicine)', 'OSH TRANSFER - ACCEPT']))
    n.l('Request #: {r}   {d} {tm}', r=(ch(['TC-', 'XFER-', 'T']) + digits(ri(5, 7)), 'IDNUM'),
        d=fd(c, d), tm=hhmm())
    n.l('Sending: {h}, {loc} ({u})', h=(send, 'HOSPITAL'), loc=loc_parts(scity),
        u=ch(['ED', 'ICU', 'med floor', 'ED obs']))
    sdoc = clinician()
    n.l('Sending MD: {d}  callback {ph}', d=dname(sdoc, ch(['dr', 'full_cred', 'last_first'])),
        ph=(phone(scity[3], ext=chance(0.3)), 'PHONE'))
    n.l('Accepting: {d}, Hospital Medicine', d=dname(c['att'], ch(['dr', 'full', 'fi_cred'])))
    n.t('\n')
    n.l('Patient: {p}   DOB {dob}   ({a}{s})', p=pt(c, ch(['LFM', 'full', 'LF'])), dob=fd(c, c['dob']),
        a=(str(c['age']), 'AGE'), s=sexw(c))
    n.l('OSH MRN: {m}    Our MRN: {o}', m=(mrn(ri(0, 4)), 'MRN'), o=(c['mrn'], 'MRN'))
    n.l('Insurance: {i}, ID {m}', i=(c['ins'], 'ORGANIZATION') if not c['public'] else c['public'],
        m=(c['member'], 'HEALTHPLAN'))
    n.t('\nReason for transfer: ' + ch(REASONS_TX) + '\n')
    n.t('Summary: ')
    n.add(age_phrase(c))
    n.t(' w/ ' + ', '.join(SHORT[k] for k in c['pmh'][:3]) + ' p/w ' + c['dx']['cc'] + '; dx ' +
        c['dx']['name'] + '.\n')
    n.t('At OSH: ' + C.vitals(ri(0, 1)) + '\n')
    n.t('Labs: ' + C.bmp_inline(c) + '; ' + C.cbc_inline(c) + '\n')
    n.t('Given: ' + ', '.join(C.sample(c['dx']['inpt'], ri(1, len(c['dx']['inpt'])))) + '\n')
    n.t('Home meds: ' + ('; '.join(C.home_meds(c)) or 'none') + '\n')
    n.t('Allergies: ' + ch(C.ALLERGIES) + '. Access: ' + ch(['2 PIVs', '18g L AC', 'R IJ CVC', 'PICC', 'IO (removed)']) +
        '. O2: ' + ch(['RA', '2L NC', '4L NC', 'HFNC 30L/40%', 'BiPAP 12/5']) + '. Mental status: ' +
        ch(['A&Ox3', 'confused, redirectable', 'GCS 14']) + '.\n')
    n.t('Stability for transport: ' + ch(['stable', 'stable, tele monitor en route', 'borderline - discussed w/ sending MD, ICU backup bed flagged']) + '\n')
    if chance(0.5):
        n.f('Imaging on CD / pushed to PACS; OSH report link {u}\n', u=(url('imaging'), 'URL'))
    n.t('\nBed: ')
    n.add(room_items(c, ch(['ward_rm', 'ward_rm_bed', 'bed'])))
    n.t(' (' + ch(['tele', 'med-surg', 'stepdown']) + ')\n')
    n.f('Transport: {e} {lv}, ETA ~{m} min\n', e=(ch(P.EMS), 'ORGANIZATION'), lv=ch(['ALS', 'BLS', 'CCT']),
        m=str(ri(20, 120)))
    n.f('RN report: {r} at sending, {ph}\n', r=STAFF_NAME(), ph=(phone(scity[3]), 'PHONE'))
    if chance(0.4):
        n.f('OSH records fax: {f}\n', f=(phone(scity[3], ext=False), 'FAX'))
    if chance(0.5):
        f = c['fam'][0]
        n.t('Family: ')
        fam_contact(n, c, f)
        n.t(ch([' - following by car', ' - aware', ' - will meet pt here']) + '\n')
    n.t('Code status: ' + c['code'] + '\n')
    n.t('Recs to sending: ' + ch(['continue abx, 2nd PIV', 'hold AC', 'keep NPO', 'repeat lactate prior to transport']) + '\n\n')
    tc = clinician('RN')
    n.f('Transfer center RN: {r} ({ph})\n', r=(tc['first'] + ' ' + tc['last'], 'DOCTOR'),
        ph=(phone(c['area'], ext=True), 'PHONE'))
    if chance(0.5):
        signature(n, c, c['att'], d, ch([1, 2, 4]))
    return n


def face_sheet(c):
    setup_styles(c)
    n = Note()
    h = c['hosp']
    n.l('{h} - PATIENT FACE SHEET', h=(h.upper(), 'HOSPITAL'))
    reg = clinician('registrar')
    n.l('Printed {d} {tm} by {u}', d=fd(c, c['adm']), tm=hhmm(True), u=(reg['user'], 'USERNAME'))
    n.t('-' * 64 + '\n')
    p = c['pt']
    n.l('Name: {nm}', nm=pt(c, 'LFM'))
    if p['nick'] and chance(0.7):
        n.l('Preferred name: {k}', k=(p['nick'], 'PATIENT'))
    n.l('MRN: {m}        {al}: {a}        Class: Inpatient', m=(c['mrn'], 'MRN'),
        al=ch(['Account #', 'Encounter #', 'FIN']), a=(c['acct'], 'ACCOUNT'))
    n.l('DOB: {dob}   Age: {a}   Sex: {s}   Marital: {ms}', dob=fd(c, c['dob']), a=(str(c['age']), 'AGE'),
        s=sexw(c), ms=ch(['M', 'S', 'W', 'D']))
    n.l('SSN: {s}   Language: {l}', s=(ssn(), 'SSN'), l=c['lang'])
    a = c['addr']
    n.l('Address: {st}', st=(a['street'], 'STREET'))
    n.l('         {ci}, {stt} {z}', ci=(a['city'][0], 'CITY'), stt=(a['city'][1], 'STATE'), z=(a['zip'], 'ZIP'))
    if chance(0.4):
        n.l('County: {co}', co=(ch(P.COUNTIES), 'CITY'))
    n.l('Home: {h}   Cell: {c2}', h=(c['phone'], 'PHONE'), c2=(phone(c['area']), 'PHONE'))
    n.l('Email: {e}', e=(c['email'], 'EMAIL'))
    if c['country']:
        n.l('Country of birth: {co}', co=(c['country'], 'COUNTRY'))
    n.l('Occupation: {o}{r}   Employer: {e}', o=(c['prof'], 'PROFESSION'), r=' (retired)' if c['retired'] else '',
        e=(c['employer'], 'ORGANIZATION'))
    if chance(0.6):
        n.l("Driver's license: {st} {dl}", st=(a['city'][1], 'STATE'), dl=(drivers_license(a['city'][1]), 'LICENSE'))
    if chance(0.8):
        n.l('Biometric ID (palm vein enrollment): {b}', b=(bioid(), 'BIOID'))
    if chance(0.65):
        n.l('Parking/valet: plate {p} ({st})', p=(plate(), 'VEHICLE'), st=(a['city'][1], 'STATE'))
    n.t('\nEMERGENCY CONTACTS\n')
    for i, f in enumerate(famlist(c, ri(1, 2))):
        n.f('{i}. {nm} ({rel})  {ph}', i=str(i + 1), nm=pname(f, 'FAMILY', ch(['LF', 'full'])), rel=f['rel'],
            ph=(f['phone'], 'PHONE'))
        if chance(0.3):
            n.f('  {e}', e=(email(f['first'], f['last']), 'EMAIL'))
        n.t('\n')
    n.t('\nINSURANCE\n')
    n.f('Primary: {i}\n  Member ID: {m}   Group: {g}\n', i=(c['ins'], 'ORGANIZATION'),
        m=(c['member'], 'HEALTHPLAN'), g=(c['group'], 'HEALTHPLAN'))
    sub = c['fam'][0] if chance(0.3) else None
    n.f('  Subscriber: {s}   Payer phone: {ph}\n', s=pname(sub, 'FAMILY', 'LF') if sub else 'self',
        ph=(phone(ch(['800', '888', '877']), ch(['dash', 'paren'])), 'PHONE'))
    if c['public']:
        n.f('Secondary: {pp}  {lb} {m}\n', pp=c['public'], lb='MBI' if 'Medicare' in c['public'] else 'ID',
            m=(healthplan(), 'HEALTHPLAN'))
    n.f('Guarantor: {g}\n', g='self' if not sub else pname(sub, 'FAMILY', 'full'))
    n.t('\nCARE TEAM\n')
    n.f('Attending: {d}   NPI {np}\n', d=dname(c['att'], 'upper'), np=(npi(), 'LICENSE'))
    n.f('PCP: {d}, {cl}  ph {ph}  fax {fx}\n', d=dname(c['pcp'], 'last_first'), cl=(c['pcp_clinic'], 'HOSPITAL'),
        ph=(phone(c['area']), 'PHONE'), fx=(phone(c['area'], ext=False), 'FAX'))
    n.f('Admit: {d} {tm}   Source: {s}\n', d=fd(c, c['adm']), tm=hhmm(True), s=ch(['ED', 'Direct', 'Transfer']))
    n.f('Admit dx: {x}\nUnit/Room/Bed: {w} / {r} / {b}\n', x=c['dx']['name'], w=(c['ward'], 'HOSPITAL'),
        r=(c['room'], 'LOCATION_OTHER'), b=(c['bed'], 'LOCATION_OTHER'))
    n.t('Advance directive: ' + ch(['on file', 'none', 'HCPOA on file', 'POLST (DNR)']) + '\n')
    if chance(0.7):
        n.t('\nPORTAL\n')
        n.f('Username: {u}   Activated {d}\n', u=(username(p['first'], p['last']), 'USERNAME'),
            d=fd(c, days(c['adm'], -ri(0, 400))))
        if chance(0.6):
            n.f('Enrollment URL: {u}\n', u=(url(ch(['mychart', 'portal', slug(h)])), 'URL'))
        if chance(0.5):
            n.f('Last login from IP {i}\n', i=(ip(), 'IPADDR'))
    n.t('-' * 64 + '\n')
    n.f('Registrar: {r} ({u})\n', r=(reg['first'] + ' ' + reg['last'], 'DOCTOR'), u=(reg['user'], 'USERNAME'))
    return n
