"""NICU social work note, NICU discharge summary, high-risk infant follow-up clinic letter."""
import datetime as dt
import clin as K
import phi
import pools as P
from common import header, esign, bed, tm, mixfam, art, hol, wday, url

TD = dt.timedelta


def person_dob(c, p):
    return dt.date(c.dob.year - p.age, c.r.randint(1, 12), c.r.randint(1, 28))


# ------------------------------------------------------------------ social work
def social(d, c):
    r = c.r
    m, f = c.mother, c.father
    dol = r.randint(1, 60)
    day = c.day(dol)
    us = c.country == 'US'
    header(d, c, r.choice(['NICU Social Work Psychosocial Assessment', 'Social Work Note', 'SW Follow-up - NICU',
                           'Psychosocial Assessment (Social Work)']), day)
    d.ln('Met with {who} at bedside ({b}) for {mn} min.{ip}', who=[c.fam(m, r.choice(['full', 'ts', 'g']))] +
         ([' and ', c.fam(f, r.choice(['full', 'g', 'ts']))] if f and r.random() < 0.6 else []), b=bed(c), mn=r.choice([20, 30, 45, 60, 75]),
         ip=[' ', r.choice(['Spanish', 'Arabic', 'Somali', 'Vietnamese', 'Dari', 'ASL']), ' interpreter ', c.dr('interp', 'full'), ' present.'] if r.random() < 0.25 else '')
    d.ln('Reason for referral: {x}', x=r.choice([['routine NICU psychosocial assessment for ', c.pt(), ', admitted ', c.Ds(c.dob), '.'],
                                                 ['mother\'s EPDS elevated; RN concerned about coping with ', c.pt_short(), '\'s course.'],
                                                 ['positive toxicology screen on ', c.pt(), ' at delivery.'], 'discharge planning / resources.',
                                                 ['transportation and lodging barriers; family lives ', str(r.randint(40, 400)), ' km away.' if c.country == 'CA' else ' miles away.']]))
    d.ln()
    d.ln('FAMILY / CONTACTS')
    d.ln('  Mother: {n}, DOB {db} ({a}), cell {ph}{em}', n=c.fam(m, r.choice(['full', 'lf', 'fml'])), db=c.D(person_dob(c, m)),
         a=[(str(m.age), 'AGE'), ' y'], ph=(c.phone(), 'PHONE'), em=[', email ', (c.email(m), 'EMAIL')] if r.random() < 0.6 else '')
    if m.prof:
        d.ln('    Occupation: {pr}{em}', pr=(m.prof, 'PROFESSION'), em=[' - ', (r.choice(P.EMPLOYER), 'ORGANIZATION'), r.choice(['', ' (on mat leave)', ', no paid leave'])]
             if r.random() < 0.7 else ' (not currently working)')
    if f:
        d.ln('  {rl}: {n}, {a}, phone {ph}{pr}', rl=f.rel.capitalize() if f.rel != 'co-parent' else "Mother's wife / co-parent",
             n=c.fam(f, r.choice(['full', 'lf'])), a=c.age(f.age, r.choice([0, 6, 9])), ph=(c.phone(), 'PHONE'),
             pr=['; works as ', art(f.prof), ' ', (f.prof, 'PROFESSION')] if f.prof else '')
    else:
        d.ln('  FOB: {x}', x=r.choice(['not involved; mother declined to name', ['no contact since ', (phi.date_str(c.dob - TD(days=r.randint(60, 200)), 'month_year'), 'DATE')],
                                      'incarcerated', 'deceased']))
    for s in c.sibs:
        d.ln('  Sibling: {n} ({a}){sc}', n=phi.nm(s, 'FAMILY', r.choice(['g', 'full'])), a=[(str(s.age), 'AGE'), r.choice([' yo', '', ' y'])],
             sc=[' - attends ', (r.choice(P.SCHOOL if s.age > 4 else P.DAYCARE), 'ORGANIZATION')] if r.random() < 0.5 else '')
    g = c.gma
    d.ln('  Support: {rel} {n} ({ga}) in {ct}, {ph}; {x}', rel=g.rel, n=c.fam(g, r.choice(['full', 'g'])), ga=[(str(g.age), 'AGE')],
         ct=(r.choice([c.home_city, c.city, c.rural()]), 'CITY'), ph=(c.phone(), 'PHONE'),
         x=r.choice(['helps with childcare', 'will stay with family after d/c', 'lives in same building', 'limited support, works nights']))
    if r.random() < 0.5:
        a = c.aunt
        d.ln('  Also: {rel} {n} and family friend {ff} from {ch}.', rel=a.rel, n=c.fam(a, 'g'), ff=c.fam(c.person(r.choice('FM')), 'full'),
             ch=(r.choice(P.CHURCH), 'ORGANIZATION'))
    d.ln()
    if r.random() < 0.45:
        co = r.choice(P.ORIGIN)
        dest = [('Canada', 'COUNTRY')] if c.country == 'CA' else ['the ', (r.choice(['US', 'United States', 'U.S.']), 'COUNTRY')]
        d.ln('BACKGROUND: {mo} is originally from {co}{y}; preferred language {lg}.{x}', mo=c.fam(m, 'g'), co=(co, 'COUNTRY'),
             y=[', moved to ', dest, ' in ', (str(c.dob.year - r.randint(1, 12)), 'DATE')] if r.random() < 0.6 else '',
             lg=P.LANG[co], x=r.choice([[' Extended family remains in ', (co, 'COUNTRY'), '.'], ' Permanent resident.',
                                       ' Refugee claimant; settlement worker involved.', '']))
    d.ln('HOUSING: {x} at {a}.', x=r.choice(['Lives in 2-bedroom apartment', 'Rents house with partner', 'Staying with MGM', 'Temporarily in family shelter',
                                             'Owns home', 'Doubled up with friends']), a=phi.addr(c))
    if r.random() < 0.4:
        d.ln('Lodging during admission: {o}, room {rm}, from {dt}.', o=(c.hosp('agency') if r.random() < 0.3 else 'Harbor Light Family House', 'ORGANIZATION'),
             rm=(str(r.randint(3, 40)), 'LOCATION_OTHER'), dt=c.Ds(day - TD(days=r.randint(0, 5))))
    d.ln('TRANSPORT: {x}', x=r.choice([['own vehicle; parking pass issued for plate ', (c.id('plate'), 'VEHICLE')],
                                       'relies on bus; transit tokens given', ['borrowing car from ', c.fam(g, 'g')], 'no car; cab vouchers x5 provided']))
    d.ln()
    d.ln('RESOURCES / INSURANCE')
    if us:
        d.ln('  Infant Medicaid application submitted {dt}; pending ID. Mother Medicaid ID {mid}.', dt=c.Ds(day), mid=(c.id('mom_plan'), 'HEALTHPLAN'))
        if r.random() < 0.6:
            d.ln('  SSN application for infant via hospital birth registration; mother SSN on file {ss}.', ss=(c.id('mom_ssn'), 'SSN'))
        if c.bw < 1200 and r.random() < 0.8:
            d.ln('  SSI application started (birth weight < 1200 g); infant SSN {s} received {dt}.', s=(c.id('ssn'), 'SSN'), dt=c.Ds(day - TD(days=r.randint(0, 9))))
        d.ln('  WIC: {x}', x=r.choice(['enrolled', 'pending', ['referral faxed to local WIC office at ', (c.phone(1), 'FAX')]]))
        if r.random() < 0.5:
            d.ln('  SNAP active. Early Intervention referral to {o}.', o=(r.choice(['Maple County Early Intervention Program', 'BrightPath Infant Development Program']), 'ORGANIZATION'))
    else:
        d.ln('  Health card for infant applied {dt}; mother health card {hc}.', dt=c.Ds(day), hc=(c.id('mom_plan'), 'HEALTHPLAN'))
        if r.random() < 0.6:
            d.ln('  SIN for mother {ss} (needed for Canada Child Benefit application).', ss=(c.id('mom_ssn'), 'SSN'))
        if r.random() < 0.3:
            d.ln('  Infant SIN {ss} issued via newborn registration bundle.', ss=(c.id('ssn'), 'SSN'))
        d.ln('  {x}', x=r.choice(['Ontario Works caseworker contacted', 'EI maternity benefits applied', 'Healthy Babies Healthy Children referral', 'Infant Development Program referral']))
    if r.random() < 0.4:
        d.ln('  ID verified: mother\'s driver\'s licence {dl}.', dl=(c.id('dl'), 'LICENSE'))
    d.ln()
    if r.random() < 0.6:
        d.ln('Parent perception: {mo} describes {pt} as {x}. {y}', mo=c.fam(m, r.choice(['g', 'ts'])), pt=c.pt_short(),
             x=r.choice(['"a little fighter"', '"so tiny, I\'m scared to touch her"' if c.sex == 'F' else '"so tiny, I\'m scared to touch him"', '"doing better every day"',
                         '"stubborn like his dad"' if c.sex == 'M' else '"stubborn like her dad"']),
             y=r.choice(['Understands the medical plan.', 'Requests more frequent updates from the team.', 'Has questions about long-term outcomes.', '']))
    if r.random() < 0.3:
        d.ln('{x}', x=r.choice([['Family hoping ', c.pt_short(), ' will be home by ', hol(c), '.'],
                                 ['Mother plans to return to work after ', hol(c), '.'],
                                 ['Relatives visiting from out of town over ', hol(c), '; reviewed visitor policy.']]))
    d.ln('MENTAL HEALTH / COPING: EPDS {e} today. {x}', e=r.randint(2, 22), x=r.choice([['Hx anxiety; sees therapist ', c.dr('therapist', 'dr_s'), '.'],
                                                                                          'Tearful, appropriate. Sleeping 4-5 h.', 'Reports feeling overwhelmed; PPD resources given.',
                                                                                          'Coping well, using NICU parent group.']))
    if r.random() < 0.35:
        d.ln()
        d.ln('SAFETY / PROTECTIVE SERVICES: {x} Report made to {ag} on {dt}, intake #{n}; worker {w} ({ph}).',
             x=r.choice(['UDS positive for fentanyl at delivery.', 'Prior CPS history with older sibling.', 'IPV disclosed.', 'Mandatory report per policy (positive toxicology).']),
             ag=(r.choice(['Tamarack Child and Family Services', "Children's Aid Society of Fernwood", 'Harmon County Department of Children and Family Services',
                          'Westbrook County DCFS']), 'ORGANIZATION'), dt=c.D(day), n=(c.digits(2) + '-' + c.digits(6), 'IDNUM'),
             w=c.fam(c.person(r.choice('FM')), 'full'), ph=(c.phone(5), 'PHONE'))
    d.ln()
    if r.random() < 0.35:
        d.ln('Family enrolled in bedside camera program ({u}); access shared with {g}.', u=url(c, 'cam'), g=c.fam(c.gma, 'g'))
    d.ln('PLAN: {x}. Will follow weekly and PRN. Family given SW number {ph}{e}.', x=r.choice(['Parking and meal vouchers', 'Weekly family meetings', 'Coordinate discharge teaching',
                                                                                          'Follow up on CPS safety plan', 'Refer to peer support']),
         ph=(c.phone(r.choice([0, 5])), 'PHONE'), e=[' and email ', (r.choice(['nicu.sw', 'socialwork.nicu', 'familysupport']) + '@' + r.choice(P.EMAIL_DOM), 'EMAIL')] if r.random() < 0.4 else '')
    d.ln()
    esign(d, c, 'sw', day)


# ------------------------------------------------------------------ discharge summary
def discharge(d, c):
    r = c.r
    m = c.mother
    gad = c.ga_w * 7 + c.ga_d
    los = max(r.randint(4, 21), r.randint(35 * 7, 40 * 7) - gad) if c.ga_w < 35 else r.randint(4, 21)
    dday = c.day(los)
    wt = K.wt_at(c, los)
    us = c.country == 'US'
    header(d, c, r.choice(['NICU DISCHARGE SUMMARY', 'Neonatal Discharge Summary', 'Discharge Summary - NICU', 'Transfer/Discharge Summary']), dday)
    d.ln('Admission date: {a}    Discharge date: {b}    LOS {l} days', a=c.D(c.dob), b=c.D(dday), l=los)
    d.ln('Attending at discharge: {a}   Primary NNP: {n}', a=c.dr('att', r.choice(['dr_full', 'full_c'])), n=c.dr('nnp', 'full_c'))
    d.ln('PCP: {p}, {cl}, tel {ph}, fax {fx}', p=c.dr('pcp', r.choice(['dr_s', 'full_c'])), cl=(c.hosp('pcp'), 'HOSPITAL'), ph=(c.phone(0), 'PHONE'), fx=(c.phone(1), 'FAX'))
    d.ln()
    d.ln('BIRTH: GA {ga}, BW {bw} g, {sx}. Born at {h} to {mn} ({ma}). Apgars {a}.', ga=K.ga_str(c, r.randrange(5)), bw=c.bw,
         sx='female' if c.sex == 'F' else 'male', h=(c.hosp(r.choice(['nicu', 'birth'])), 'HOSPITAL'), mn=c.fam(m, r.choice(['full', 'lf'])),
         ma=c.age(m.age, r.choice([0, 1, 3, 4])), a='%d/%d' % tuple(K.apgars(c, c.ga_w)[:2]))
    d.ln('DISCHARGE: age {ag}, PMA {pm}; wt {w} g, length {l} cm, HC {hc} cm.', ag=c.iage(los), pm=K.pma(c, los), w=wt, l=r.randint(40, 56), hc='%.1f' % r.uniform(28, 38))
    d.ln()
    gdw = 'term' if c.ga_w >= 37 else 'former %d-week' % c.ga_w
    d.ln('{pt} is a {g} {sx} admitted on {a} {x}, now being discharged home at {ag} of age (PMA {pm}) with {p}.',
         pt=c.pt(), g=gdw, sx='girl' if c.sex == 'F' else 'boy', a=c.Ds(c.dob), x=r.choice(['shortly after birth', 'from the delivery room', 'after transfer from an outside hospital']),
         ag=[(str(los), 'AGE'), ' days'] if los < 60 else [(str(los // 7), 'AGE'), ' weeks'], pm=K.pma(c, los), p=c.fam(c.mother, r.choice(['g', 'ts', 'full'])) if r.random() < 0.5 else 'parents')
    d.ln()
    d.ln('DIAGNOSES')
    if c.ga_w < 32:
        pool = ['RDS, s/p surfactant x%d' % r.randint(1, 3), 'BPD (moderate, NIH 2001)', 'Apnea of prematurity, resolved',
                'PDA s/p acetaminophen', 'Hyperbilirubinemia requiring phototherapy', 'Anemia of prematurity', 'ROP Stage 2 Zone II, regressing',
                'Grade II IVH L', 'Rule out sepsis, cultures negative', 'NEC Bell stage IIA, medically managed', 'GERD', 'Osteopenia of prematurity',
                'Inguinal hernia', 'Feeding immaturity', 'CoNS bacteremia, treated']
    else:
        pool = ['TTN', 'Hyperbilirubinemia requiring phototherapy', 'Rule out sepsis, cultures negative', 'Feeding immaturity', 'Hypoglycemia, resolved',
                'Neonatal abstinence syndrome (ESC)', 'SGA', 'Infant of diabetic mother', 'Apnea of prematurity, resolved']
        if c.ga_w >= 35:
            pool.append('HIE s/p therapeutic hypothermia')
    dx = ['Prematurity %d wk' % c.ga_w if c.ga_w < 37 else 'Term infant'] + r.sample(pool, r.randint(2, 6))
    nec = any('NEC' in x for x in dx)
    for i, x in enumerate(dx):
        d.ln('{i}. {x}', i=i + 1, x=x)
    d.ln()
    d.ln('HOSPITAL COURSE BY SYSTEM')
    d.ln('Resp: {x} Extubated {e}. Off all support {o}. {l}', x=r.choice(['Intubated in DR, 2 doses Curosurf.', 'CPAP from birth, LISA surfactant x1.', 'HFOV for 5 days then conventional.'] if c.ga_w < 30
                                                                    else ['CPAP from birth.', 'Brief CPAP for TTN.', 'HFNC x 3 days.', 'Intubated for apnea, 1 dose surfactant.']),
         e=c.Ds(c.day(r.randint(1, 20))), o=c.Ds(c.day(r.randint(10, max(11, los)))), l=r.choice(['Caffeine stopped at 34 wk PMA.', 'On 1/8 LPM home O2.', 'Car seat challenge passed.', 'No DART.']))
    d.ln('FEN/GI: {x} Discharge feeds: {f}.', x='NPO x7 d for NEC, then slow re-advance.' if nec else r.choice(['PN via UVC/PICC until full feeds on DOL %d.' % r.randint(6, 20),
                                                          'Trophic feeds DOL 1, full feeds by DOL 9.', 'IV fluids x2 d then full enteral feeds.']), f=K.feeds(c, wt, 40))
    d.ln('CVS: {x}', x=r.choice(['PDA closed on echo.', 'Hydrocortisone for hypotension DOL 1-4.', 'Normal echo.', 'Small ASD - cardiology f/u 6 months.']))
    d.ln('Heme/Bili: peak {b}; phototherapy x{n} d. {t}', b=K.bili(c), n=r.randint(1, 6), t=r.choice(['PRBC x2.', 'No transfusions.', 'Hgb at d/c %s.' % ('10.4' if us else '104')]))
    d.ln('Neuro: {x}', x=r.choice(['HUS normal x2', 'HUS: Gr I IVH R, resolved', ['term-equivalent MRI ', c.Ds(c.day(los - 3)), ': mild WM injury'], 'no imaging indicated']))
    d.ln('ID: {x}', x=r.choice(['EOS r/o 48 h', 'LOS r/o, CoNS treated', 'none']))
    d.ln()
    d.ln('SCREENING')
    d.ln('Newborn screen: {x} (kit {k})', x=r.choice(['normal x2', 'borderline TSH, repeat normal', 'CF IRT elevated - sweat test normal', 'normal']), k=(c.digits(10), 'IDNUM'))
    d.ln('Hearing: {x} ({dt}). CCHD: pass. Car seat: {cs}', x=r.choice(['AABR pass', 'refer L - audiology f/u', 'pass bilat']), dt=c.Ds(c.day(los - r.randint(1, 4))),
         cs=r.choice(['passed 90 min', 'failed x1, passed in car bed', 'passed']))
    d.ln('ROP: {x}', x=r.choice(['Zone III immature - f/u 2 wk', 'Stage 2 Zone II, regressing - outpt follow-up', 'Stage 1 Zone II, f/u 1 wk after d/c'])
         if c.ga_w < 31 else 'not eligible for screening (GA/BW above criteria)')
    d.ln()
    d.ln('IMMUNIZATIONS')
    d.ln('  Hep B #1 {a}{lot}', a=c.Ds(c.day(r.choice([0, 1, 30]))), lot=(', lot %s%d' % (r.choice(['HB', 'EHX', 'K']), r.randint(1000, 9999))) if r.random() < 0.4 else '')
    if los > 55:
        d.ln('  2-mo series (DTaP-IPV-Hib, PCV, rotavirus) given {a}', a=c.Ds(c.day(r.randint(56, los))))
    d.ln('  RSV: {x}', x=r.choice([['nirsevimab (Beyfortus) 50 mg IM ', c.Ds(dday - TD(days=1))], ['palivizumab (Synagis) 15 mg/kg ', c.Ds(dday - TD(days=2))], 'not in season - discuss with PCP']))
    d.ln()
    d.ln('DISCHARGE MEDICATIONS')
    for x in K.dc_meds(c, r.randint(1, 4)):
        d.ln('  - {x}', x=x)
    d.ln('Prescriptions sent to {ph}, {pp}{dea}', ph=(c.hosp('pharm'), 'HOSPITAL'), pp=(c.phone(), 'PHONE'),
         dea=['; prescriber DEA ', (r.choice('ABFM') + c.letters(1) + c.digits(7), 'LICENSE')] if us and r.random() < 0.4 else '')
    if r.random() < 0.4:
        d.ln('Home equipment: {x} from {o} ({ph}), serial {sn}.', x=r.choice(['apnea/SpO2 monitor', 'home O2 concentrator', 'feeding pump (Kangaroo Joey)']),
             o=(r.choice(['Apex Home Medical Supply', 'Northwind Home Oxygen', 'Summit Medical Equipment']), 'ORGANIZATION'), ph=(c.phone(), 'PHONE'),
             sn=(c.letters(2) + c.digits(6), 'DEVICE'))
    d.ln()
    d.ln('DISCHARGE EXAM: {v}. {e}', v=K.vitals(c, 0), e=K.exam(c, ['gen', 'heent', 'cvs', 'resp', 'abd', 'neuro', 'hips'], sep='; ', pre=False))
    d.ln('PARENT TEACHING: infant CPR completed by {p} on {dt}; safe sleep, {x}; rooming-in night {rn}.', p=c.fam(mixfam(c), r.choice(['g', 'full'])),
         dt=c.Ds(dday - TD(days=r.randint(1, 6))), x=r.choice(['car seat', 'fortification recipe', 'home O2 teaching', 'NG tube teaching', 'med administration']),
         rn=c.Ds(dday - TD(days=1)) if r.random() < 0.6 else 'not done')
    d.ln()
    d.ln('FOLLOW-UP APPOINTMENTS')
    d.ln('  - PCP {p}: {dt}', p=c.dr('pcp', 'dr_s'), dt=[c.D(dday + TD(days=r.randint(1, 4)), r.choice(['wd_long', c.full_styles[0]])), ' at ', '%d:%02d' % (r.randint(8, 16), r.choice([0, 15, 30, 45]))])
    d.ln('  - {fu}, {h}: {dt}', fu=(c.hosp('fu'), 'HOSPITAL'), h=(c.hosp('nicu'), 'HOSPITAL'), dt=c.Ds(dday + TD(days=r.randint(60, 120)), r.choice(['month_year', 'monthday', 'md'])))
    if r.random() < 0.5:
        d.ln('  - Ophthalmology {e}: {dt}', e=c.dr('eye', 'dr_s'), dt=c.Ds(dday + TD(days=r.randint(7, 21))))
    if r.random() < 0.5:
        d.ln('  - {sp} ({dr}): {dt}', sp=r.choice(['Cardiology', 'Neurosurgery', 'Audiology', 'Complex Care', 'Surgery']), dr=c.dr('cards', 'dr_s'),
             dt=c.Ds(dday + TD(days=r.randint(14, 90)), 'month_year'))
    d.ln('  - Early intervention / infant development referral: {x}', x=r.choice(['sent', ['faxed to ', (c.phone(1), 'FAX')], 'family to call']))
    d.ln()
    if r.random() < 0.25:
        d.ln('Family will travel to {ct} for {h}; advised to limit exposures (RSV season).', ct=(r.choice([c.rural(), c.city]), 'CITY'), h=hol(c))
    if r.random() < 0.4:
        d.ln('Appointments viewable in the family portal: {u}', u=url(c, 'portal'))
    d.ln('Discharged to {p}{o}. Home: {a}', p=c.fam(m, r.choice(['full', 'ts'])), o=[' and ', c.fam(c.father, 'g')] if c.father and r.random() < 0.6 else '',
         a=phi.addr(c, country=r.random() < 0.2))
    if c.country == 'US' and c.bw < 1200 and r.random() < 0.5:
        d.ln('SSI: application in process; infant SSN {s}.', s=(c.id('ssn'), 'SSN'))
    if r.random() < 0.5:
        d.ln('Insurance: {x} {id}', x=r.choice(['Medicaid', 'CHIP', 'Tricare', 'Cigna member']) if us else r.choice(['Health card', 'PHN', 'Provincial health #']),
             id=(c.id('plan'), 'HEALTHPLAN'))
    d.ln()
    esign(d, c, r.choice(['att', 'nnp']), dday)
    if r.random() < 0.5:
        d.ln('cc: {a}, {cl}; {b}', a=c.dr('pcp', 'dr_s'), cl=(c.hosp('pcp'), 'HOSPITAL'), b=(c.hosp('fu'), 'HOSPITAL'))


# ------------------------------------------------------------------ follow-up letter
def fu_letter(d, c):
    r = c.r
    days = r.randint(90, 800)
    day = c.day(days)
    corr = days - (280 - (c.ga_w * 7 + c.ga_d))
    d.ln('{h}', h=(c.hosp('nicu'), 'HOSPITAL'))
    d.ln('{fu}', fu=(c.hosp('fu'), 'HOSPITAL'))
    d.ln('{a}', a=phi.site_addr(c, lines=r.random() < 0.5))
    d.ln('Tel {ph}  |  Fax {fx}{u}', ph=(c.phone(r.choice([0, 1, 5])), 'PHONE'), fx=(c.phone(0), 'FAX'),
         u=['  |  ', ('www.' + r.choice(['example.org/nicu-follow-up', 'kids.example.net/hrif', 'example.com/neonatal-followup']), 'URL')] if r.random() < 0.5 else '')
    d.ln()
    d.ln('{dt}', dt=c.D(day, r.choice(['long', 'dmonl', c.full_styles[0]])))
    d.ln()
    pcp = c.clin('pcp')
    d.ln('{n}', n=c.dr('pcp', r.choice(['dr_full', 'full_c'])))
    d.ln('{cl}', cl=(c.hosp('pcp'), 'HOSPITAL'))
    d.ln('{a}', a=phi.site_addr(c, lines=True))
    d.ln()
    d.ln('RE: {p}   DOB: {b}   MRN: {m}', p=c.pt('LF') if c.named else c.pt('SB'), b=c.D(c.dob), m=(c.id('mrn'), 'MRN'))
    d.ln()
    d.ln('Dear {dr},', dr=['Dr. ', phi.nm(pcp, 'DOCTOR', 's')] if pcp.cred in ('MD', 'DO') else [phi.nm(pcp, 'DOCTOR', 'g')])
    d.ln()
    b = c.pt('g') if c.named else c.pt('bbs')
    d.ln('I saw {b} today in the {fu} with {p}. {b2} is now {ag} chronological ({ca} corrected). {pr} was born at {ga} weeks with a birth weight of {bw} g and '
         'had a NICU course complicated by {x}.', b=b, fu=(c.hosp('fu'), 'HOSPITAL'), p=c.fam(mixfam(c), r.choice(['g', 'ts', 'full'])),
         b2=c.pt_short(), ag=c.iage(days, r.choice([0, 1, 2])), ca=[(str(max(1, int(corr / 30.4))), 'AGE'), ' months'],
         pr='She' if c.sex == 'F' else 'He', ga=K.ga_str(c, 3), bw=c.bw,
         x=r.choice(['moderate BPD and a grade II IVH', 'NEC treated medically', 'type 1 ROP treated with bevacizumab', 'HIE treated with hypothermia',
                     'prolonged PN and cholestasis', 'apnea of prematurity only']))
    d.ln()
    cm = max(0.5, corr / 30.4)
    wk = (3.4 + 0.7 * min(cm, 6) + 0.3 * max(0, cm - 6)) * r.uniform(0.8, 1.08)
    lc = (50 + 2.9 * min(cm, 6) + 1.2 * max(0, cm - 6)) * r.uniform(0.95, 1.03)
    hcc = (35 + 1.4 * min(cm, 6) + 0.4 * max(0, cm - 6)) * r.uniform(0.95, 1.03)
    d.ln('Growth: weight {w} kg ({wp} %ile corrected), length {l} cm, HC {hc} cm ({hp} %ile) on WHO charts.', w='%.2f' % wk, wp=r.choice([2, 8, 15, 30, 50, 70]),
         l='%.1f' % lc, hc='%.1f' % hcc, hp=r.choice([3, 10, 25, 50, 75]))
    d.ln('Feeding: {x}', x=r.choice(['takes EnfaCare 24 kcal 4-5 oz q3-4h plus purees', 'breastfed and solids 2x/day', 'G-tube bolus feeds; oral aversion, seeing OT',
                                     'transitioned to whole milk']))
    d.ln('Development: {t} {s}', t=r.choice(['Bayley-4: cognitive 90, language 83, motor 79.', 'ASQ-3 passed all domains except gross motor.', 'Bayley-III composite scores cognitive 100, language 94, motor 88.',
                                           'Hammersmith Infant Neurological Exam score 62.', 'GMA at 3 mo: fidgety movements present.']),
         s=r.choice(['Rolling, sitting with support, babbling.', 'Walking with hands held, 3 words.', 'Mild truncal hypotonia with increased tone in lower limbs.', 'Social smile, good eye contact.']))
    d.ln('Exam: {x}', x=r.choice(['Normal fundi per ophthalmology; no strabismus.', 'Plagiocephaly, right; positional advice given.', 'Tight heel cords bilaterally; Babinski upgoing (age-appropriate).',
                                  'Alert and interactive. Mild hip abduction tightness.']))
    d.ln()
    d.ln('Services: {x}', x=r.choice([['PT weekly at ', (r.choice(['BrightPath Infant Development Program', 'Kids in Motion Therapy', 'Cradle Connect Parent Network']), 'ORGANIZATION')],
                                      ['Early Intervention (service coordinator ', c.fam(c.person(r.choice('FM')), 'full'), ')'],
                                      'none yet; referral made today']))
    if r.random() < 0.5:
        d.ln('Social: attends {dc}; {p} works as {a} {pr}.', dc=(r.choice(P.DAYCARE), 'ORGANIZATION'), p=c.fam(c.mother, 'g'), a=art(c.mother.prof or 'cashier'),
             pr=(c.mother.prof or 'cashier', 'PROFESSION'))
    d.ln()
    d.ln('Recommendations:')
    for x in r.sample(['Continue vitamin D 400 IU daily.', 'Routine immunizations per schedule; influenza vaccine for household.', 'Audiology re-evaluation in 6 months.',
                       'Referral to physiatry for tone.', 'Dental home by 12 months.', 'Repeat Bayley at 24 months corrected.', 'Reduce fortification to 22 kcal.',
                       'Consider CP risk - high-risk diagnosis discussed with family.'], r.randint(2, 5)):
        d.ln('  - {x}', x=x)
    nm_ = r.choice([3, 4, 6])
    d.ln('Next visit: {dt} (in {x} months).', dt=c.Ds(day + TD(days=int(nm_ * 30.4)), r.choice(['month_year', 'monthday', 'mon_year'])), x=nm_)
    d.ln()
    d.ln('Sincerely,')
    d.ln()
    d.ln('{n}', n=c.dr('fu', r.choice(['full_c', 'fml_c'])))
    d.ln('{t}', t=r.choice(['Neonatologist, Neonatal Follow-Up Program', 'Developmental Pediatrician', 'Medical Director, High-Risk Infant Follow-Up', 'Clinical Psychologist']))
    if r.random() < 0.4:
        d.ln('Email: {e}', e=(c.email(c.clin('fu')), 'EMAIL'))
    d.ln()
    d.ln('cc: {a}; {p} (parent) at {ad}', a=c.dr('att', 'dr_s'), p=c.fam(mixfam(c), 'full'), ad=phi.addr(c))
    if r.random() < 0.4:
        d.ln('D: {a} T: {b} {i}', a=c.Ds(day, 'md0'), b=c.Ds(day + TD(days=1), 'md0'), i=phi.nm(c.clin('fu'), 'DOCTOR', 'inits_lc'))


GENRES = {
    'nicu_social_work': (social, (23, 41)),
    'nicu_discharge_summary': (discharge, (23, 37)),
    'followup_clinic_letter': (fu_letter, (23, 34)),
}
