"""NICU admission note, daily progress note, neonatal transport record."""
import datetime as dt
import clin as K
import phi
from common import header, esign, bed, tm, mixfam, art, wday, hol


wt_at = K.wt_at


def times(c, n, gap=(5, 70), start=None):
    """n increasing clock times (HH:MM) starting at a random hour (or at start, 'HH:MM')."""
    r = c.r
    t = r.randrange(0, 24 * 60) if start is None else int(start[:2]) * 60 + int(start[3:]) + r.randint(gap[0], gap[1])
    out = []
    for _ in range(n):
        out.append('%02d:%02d' % ((t // 60) % 24, t % 60))
        t += r.randint(gap[0], gap[1])
    return out


def edd(c):
    return c.dob + dt.timedelta(days=280 - (c.ga_w * 7 + c.ga_d))


def gp(c):
    r = c.r
    g = r.randint(1, 6)
    p = r.randint(0, g - 1)
    return g, p


# ------------------------------------------------------------------ admission
def admission(d, c):
    r = c.r
    m, f = c.mother, c.father
    inborn = r.random() < 0.6
    header(d, c, r.choice(['NICU Admission H&P', 'Neonatal Admission Note', 'ADMISSION HISTORY AND PHYSICAL - NICU',
                           'NICU Admit Note']), c.dob)
    g, p = gp(c)
    ap = K.apgars(c, c.ga_w)
    narrative = r.random() < 0.35
    if not narrative:
        d.ln('Admitting attending: {a}   Fellow: {f}   NNP: {n}', a=c.dr('att', 'dr_s'), f=c.dr('fellow', 'full'),
             n=c.dr('nnp', 'full_c'))
        d.ln('Source: {s}', s=['inborn, ', (c.hosp('nicu'), 'HOSPITAL'), ' L&D'] if inborn else
             ['outborn from ', (c.hosp('birth'), 'HOSPITAL'), ' in ', (c.rural() if r.random() < 0.5 else c.city, 'CITY'),
              ', ', (c.st, 'STATE'), '; transported by NICU transport team'])
        d.ln()
        d.ln('CC / Reason for admission: {x}', x=r.choice(['prematurity', 'prematurity, RDS', 'respiratory distress',
                                                           'r/o sepsis', 'hypoglycemia', 'HIE - evaluation for therapeutic hypothermia',
                                                           'IUGR/SGA', 'prenatally diagnosed CDH', 'NAS monitoring', 'TTN']))
        d.ln()
        d.ln('HPI: {pt} is a {ga} GA {sx} infant, BW {bw} g, born {dt} at {t} to a {age} G{g}P{p} mother via {mode}.',
             pt=c.pt(), ga=K.ga_str(c, r.randrange(5)), sx='female' if c.sex == 'F' else 'male', bw=c.bw,
             dt=c.D(c.dob), t=tm(c), age=c.age_adj(m.age), g=g, p=p,
             mode=r.choice(['SVD', 'NSVD', 'primary C/S for NRFHT', 'repeat C/S', 'emergent C/S (abruption)',
                            'vacuum-assisted vaginal delivery', 'classical C-section', 'breech vaginal delivery']))
        d.ln()
        d.ln('MATERNAL HISTORY')
        d.ln('Mother: {mn} ({ma}), MRN {mm}', mn=c.fam(m, r.choice(['full', 'lf', 'fml'])), ma=[(str(m.age), 'AGE'), ' y'],
             mm=(c.id('mom_mrn'), 'MRN'))
        d.ln('EDD {e} by {b}; PNC at {cl} with {ob} from {w} wk', e=c.D(edd(c)), b=r.choice(['LMP', '1st trim US', '8 wk US', 'IVF dating']),
             cl=(c.hosp('pcp') if r.random() < 0.3 else c.hosp('mom'), 'HOSPITAL'), ob=c.dr('ob', 'dr_s'), w=r.randint(6, 24))
        d.ln('PMHx/pregnancy: {a}; {b}', a=r.choice(K.MATERNAL_HX), b=r.choice(K.MATERNAL_HX))
        d.ln('Prenatal labs: {l}', l=K.prenatal_labs(c))
        d.ln('Meds: PNV, {x}', x=r.choice(['labetalol', 'insulin NPH', 'sertraline 50 mg', 'levothyroxine', 'none other',
                                           'buprenorphine 16 mg', 'ASA 81 mg', 'nifedipine']))
        if m.prof and r.random() < 0.6:
            d.ln('Social: mother works as {a} {pr}{emp}; lives in {city}, {st}.', a=art(m.prof), pr=(m.prof, 'PROFESSION'),
                 emp=[' at ', (r.choice(phi.P.EMPLOYER), 'ORGANIZATION')] if r.random() < 0.5 else '',
                 city=(c.home_city, 'CITY'), st=(c.st, 'STATE'))
        if f:
            d.ln('FOB: {fn}, {fa}, {inv}.', fn=c.fam(f, 'full'), fa=c.age(f.age, r.choice([0, 1, 3, 10])),
                 inv=r.choice(['involved and present at delivery', 'involved', 'not involved', 'deployed overseas',
                               'at bedside']))
        if r.random() < 0.25:
            d.ln('Travel: mother in {co} during {tri} trimester; {z}.', co=(r.choice(['Brazil', 'Colombia', 'Mexico', 'India', 'Guatemala', 'Dominican Republic', 'Nigeria', 'Vietnam']), 'COUNTRY'),
                 tri=r.choice(['1st', '2nd', '3rd']), z=r.choice(['Zika IgM negative', 'no febrile illness', 'malaria smear neg', 'TB screen neg']))
        if r.random() < 0.3:
            d.ln('Mother born in {co}, arrived {y}; primary language {lg}, interpreter {i} used.', co=(r.choice(phi.P.ORIGIN), 'COUNTRY'),
                 y=(str(c.dob.year - r.randint(1, 9)), 'DATE'), lg=r.choice(['Spanish', 'Arabic', 'Dari', 'Tigrinya', 'Haitian Creole']),
                 i=['#', (c.digits(5), 'IDNUM')] if r.random() < 0.5 else c.dr('interp', 'full'))
        d.ln()
        d.ln('DELIVERY')
        d.ln('ROM {h} h PTD, {fl} fluid. Maternal Tmax {tx}. Antenatal steroids: {st}. MgSO4: {mg}. IAP/abx: {ab}.',
             h=r.choice(['at delivery', '2', '11', '19', '36', '>18', '72', '9 days']), fl=r.choice(['clear', 'meconium-stained', 'bloody', 'foul-smelling']),
             tx=r.choice(['37.2', '38.4', '37.8', '36.9', '39.1']),
             st=r.choice([['BMZ x2 complete (', c.Ds(c.dob - dt.timedelta(days=r.randint(2, 9))), ', ', c.Ds(c.dob - dt.timedelta(days=r.randint(1, 2))), ')'],
                          'BMZ x1, 6 h PTD', 'none', ['complete course ', c.Ds(c.dob - dt.timedelta(days=r.randint(3, 20)))]] if c.ga_w < 34 else
                         ['N/A (term)', 'not indicated', 'none'] if c.ga_w >= 37 else ['late preterm BMZ x2', 'none']),
             mg=r.choice(['yes, neuroprotection', 'yes, preeclampsia', 'no']),
             ab=r.choice(['ampicillin + azithromycin (latency)', 'PCN G x 3', 'cefazolin pre-op only', 'none', 'amp/gent for chorio']))
        d.ln('DR: {dr}. Apgars {a1}, {a2}, {a3} at 1, 5, 10 min. Cord gas: pH {ph}, BE {be}.',
             dr=r.choice(['warmed, dried, stimulated; PPV x 60 s via Neopuff, then CPAP +6; FiO2 max 0.40',
                          'placed in polyethylene bag under radiant warmer; intubated with 2.5 ETT at 4 min, Curosurf 200 mg/kg given',
                          'delayed cord clamping 60 s, CPAP in DR, transitioned to 30% O2',
                          'vigorous at birth, routine care, grunting at 20 min so brought to NICU',
                          'apneic and limp, PPV, intubated, 1 round CPR + epi 0.02 mg/kg via UVC',
                          'cord milking x4; T-piece PPV 25/5 briefly']),
             a1=ap[0], a2=ap[1], a3=ap[2], ph=r.choice(['7.29', '7.21', '7.11', '7.02', '7.33', '6.98']),
             be=r.choice(['-4', '-8', '-12', '-16', '-3']))
        if r.random() < 0.6:
            d.ln('Team in DR: {a}, {b}, {cc}.', a=c.dr('fellow', 'dr_s'), b=c.dr('rt', 'full_c'), cc=c.dr('rn', 'full_c'))
        d.ln()
        d.ln('ADMISSION EXAM')
        ln_, hc_ = K.size_at_birth(c)
        d.ln('Wt {w} g ({pc}th %ile), L {l} cm, HC {hc} cm. {v}', w=c.bw, pc=r.choice([3, 10, 25, 42, 50, 68, 90]),
             l=ln_, hc=hc_, v=K.vitals(c, r.randrange(3)))
        d.ln(K.exam(c))
        d.ln()
        d.ln('LABS: {a}. {b}. {g}. Blood cx sent ({acc}).', a=K.cbc(c), b=K.gas(c), g=K.glucose(c),
             acc=(r.choice(['BC', 'MB', 'M']) + c.digits(2) + '-' + c.digits(6), 'IDNUM'))
        d.ln('CXR: {x}', x=r.choice(['ground-glass, air bronchograms c/w RDS; ETT at T2', 'streaky perihilar markings, fluid in fissure (TTN)',
                                     'UVC tip T9, UAC tip T7', 'clear lungs, normal heart size', 'low volumes, reticulogranular pattern']))
        d.ln()
        d.ln('ASSESSMENT & PLAN')
        d.ln('1. Prematurity/{x} - admit to {u}, isolette, humidity per protocol. {lk}', x=r.choice(['RDS', 'resp distress', 'AGA', 'SGA']),
             u=(c.hosp('unit'), 'HOSPITAL') if r.random() < 0.5 else 'NICU', lk=r.choice(K.LOOKALIKE))
        d.ln('2. Resp: {s}; {c}.', s=K.resp(c, c.ga_w), c=r.choice(['surfactant given', 'caffeine load 20 mg/kg', 'follow gas in 1 h', 'wean as tolerated']))
        d.ln('3. ID: {x}', x=r.choice(['amp/gent x 48 h pending cx', 'no abx, low risk; monitor', 'EOS calculator 0.4/1000; observe',
                                       'amp + cefotaxime, LP when stable']))
        d.ln('4. FEN: {t}; start trophic feeds of {mk} when stable. Check glucose q3h x 3.', t=K.tpn(c), mk=r.choice(['MBM', 'DHM', 'colostrum']))
        d.ln('5. Access: {a}', a=r.choice(['UVC/UAC placed, confirmed by x-ray', 'PIV x2', 'double-lumen UVC', 'PICC to be placed by IV team']))
        d.ln('6. Social/family: {x}', x=r.choice(['Mother updated at bedside.', 'Parents updated in DR.',
                                                  [r.choice(['Father', 'FOB', 'MGM']), ' updated by phone at ', (c.phone(), 'PHONE'), '.']]))
        if r.random() < 0.5:
            d.ln('Security tag {tg} applied; footprints obtained (ID {fp}).', tg=(c.id('tag'), 'DEVICE'), fp=(c.id('bioid'), 'BIOID'))
    else:
        d.ln('History of present illness: This is a {sx} infant, {pt}, born on {dt} at {h} at {ga} weeks\' gestation, birth weight {bw} grams, '
             'to a {age} G{g}P{p} woman, {mn}.', sx='female' if c.sex == 'F' else 'male', pt=c.pt(), dt=c.D(c.dob),
             h=(c.hosp('birth'), 'HOSPITAL'), ga='%d %d/7' % (c.ga_w, c.ga_d), bw=c.bw, age=c.age(m.age, r.choice([2, 8, 4])),
             g=g, p=p, mn=c.fam(m, 'full'))
        d.ln('The pregnancy was dated by early ultrasound with an EDD of {e}. Prenatal care was provided by {ob} at {cl}. '
             'The pregnancy was complicated by {x}. Maternal labs: {l}.', e=c.D(edd(c)), ob=c.dr('ob', 'dr_full'),
             cl=(c.hosp('mom'), 'HOSPITAL'), x=r.choice(K.MATERNAL_HX), l=K.prenatal_labs(c))
        d.ln('{Mo} presented on {dp} with {pr}. She received {st}. Membranes ruptured {rom}. Delivery was by {mode}.',
             Mo=['Ms. ', phi.nm(m, 'FAMILY', 's')], dp=c.Ds(c.dob - dt.timedelta(days=r.randint(0, 3))),
             pr=r.choice(['preterm labor', 'decreased fetal movement', 'headache and BP 168/104', 'vaginal bleeding', 'leaking fluid']),
             st=r.choice(['a complete course of betamethasone', 'one dose of betamethasone', 'no antenatal steroids']),
             rom=r.choice(['at delivery', '14 hours prior', 'on arrival', '3 days prior']),
             mode=r.choice(['emergency cesarean section under general anesthetic', 'spontaneous vaginal delivery', 'cesarean section under spinal']))
        d.ln('The infant was {dr}. Apgar scores were {a1} and {a2} at one and five minutes. {lk}', dr=r.choice(['floppy and apneic, requiring PPV for 90 seconds', 'vigorous and cried at birth',
             'pale with HR < 100, given PPV then CPAP']), a1=ap[0], a2=ap[1], lk=r.choice(K.LOOKALIKE))
        d.ln()
        d.ln('Family history: {x}. Mother\'s sister {au} had a baby in the NICU in {y}. {sb}', x=r.choice(['non-contributory', 'maternal DDH', 'paternal CHD (TOF)', 'CF carrier status in father', 'older sibling with GBS sepsis']),
             au=c.fam(c.aunt, 'g'), y=(str(c.dob.year - r.randint(1, 6)), 'DATE'),
             sb=['Sibling ', phi.nm(c.sibs[0], 'FAMILY', 'g'), ' is ', (str(c.sibs[0].age), 'AGE'), '.'] if c.sibs else '')
        d.ln('Physical exam on admission: weight {w} g, {v}. {ex}', w=c.bw, v=K.vitals(c, 0), ex=K.exam(c, sep='. '))
        d.ln('Investigations: {a}; {b}.', a=K.cbc(c), b=K.gas(c))
        d.ln()
        d.ln('Impression and plan: {ga}-week {sx} with {dx}. {pl} Parents updated by {who} at the bedside; {fm} can be reached at {ph}.',
             ga=c.ga_w, sx='girl' if c.sex == 'F' else 'boy', dx=r.choice(['RDS', 'suspected sepsis', 'moderate HIE', 'hypoglycemia', 'TTN']),
             pl=r.choice(['Surfactant via LISA, CPAP, amp/gent, PN.', 'Passive cooling, transfer to cooling protocol, aEEG.', 'D10W bolus 2 mL/kg then GIR 6.']),
             who=c.dr('att', 'dr_s'), fm=c.fam(mixfam(c), 'g'), ph=(c.phone(), 'PHONE'))
    d.ln()
    esign(d, c, r.choice(['att', 'fellow', 'nnp']), c.dob)


# ------------------------------------------------------------------ progress
def progress(d, c):
    r = c.r
    dol = r.randint(1, 70)
    day = c.day(dol)
    w = wt_at(c, dol)
    soap = r.random() < 0.5
    header(d, c, r.choice(['NICU Progress Note', 'Daily Progress Note - Neonatology', 'NNP Progress Note', 'Neonatology Daily Note']), day)
    wl = K.wt_line(c, w, dol)
    d.ln('DOL {dol}  |  CGA {cga}  |  {wl}  BW {bw} g', dol=dol, cga=K.pma(c, dol), wl=wl, bw=c.bw)
    if r.random() < 0.3:
        d.ln('{pt} is now {ag} (ex-{ga} weeker).', pt=c.pt_short(), ag=c.iage(dol), ga=c.ga_w)
    d.ln()
    ga = c.ga_w + dol // 7
    mgs = r.uniform(5, 15)
    if soap:
        d.ln('S: {x}', x=r.choice(['No acute events overnight.', '3 A/B/D episodes overnight, 1 requiring stim.', 'Spit x2 after feeds, otherwise OK.',
                                   'Increased FiO2 need 0.25->0.32 overnight.', 'Temp instability with cares, back in isolette.',
                                   'Mom held skin-to-skin 2 h, tolerated.']))
        d.ln('O: {v}', v=K.vitals(c, r.randrange(4)))
        d.ln('   Resp: {s}', s=K.resp(c, ga))
        d.ln('   I/O: TFI {t} mL/kg/d, UOP {u} mL/kg/h, stools x{st}', t=r.choice([120, 140, 150, 160, 165]), u='%.1f' % r.uniform(1.5, 5), st=r.randint(0, 5))
        d.ln('   Feeds: {fd}', fd=K.feeds(c, w, ga))
        d.ln('   Labs: {b}; {g}', b=K.bili(c, mgs), g=K.gas(c))
        if r.random() < 0.5:
            d.ln('   {l}', l=K.lytes(c))
        d.ln('   Meds: {m}', m='; '.join(K.meds(c, r.randint(2, 6))))
        d.ln('A/P:')
        d.ln(' - Resp: {x}', x=r.choice(['continue current support, caffeine', 'wean CPAP to +5', 'trial HFNC', 'extubate to NIPPV after caffeine load',
                                         'BPD risk calculator reviewed; consider DART']))
        d.ln(' - FEN/GI: advance feeds by {a} mL/kg/d to goal 160; {z}', a=r.choice([10, 15, 20, 30]), z=r.choice(['HMF at 100 mL/kg/d', 'wean PN', 'PO trials with OT', 'vit D/iron']))
        d.ln(' - Bili: {x}', x=r.choice(['below light level, repeat in AM', 'phototherapy started (LED, 2 lights)', 'photo d/c, rebound check in 24 h',
                                         'conj bili rising - GGT, US abdomen']))
        d.ln(' - ID: {x}', x=r.choice(['BCx NGTD at 48 h, abx d/c', 'no issues', 'CoNS in 1/2 cultures - vanc x 7 d', 'no abx; monitor']))
    else:
        d.ln('Interval: {x}', x=r.choice(['stable night', 'desat/brady cluster 0200-0400', 'PICC placed by IV team ' , 'off phototherapy since AM', 'passed car seat challenge? n/a yet']))
        d.ln()
        d.ln('RESP  {s}. {g}. {x}', s=K.resp(c, ga), g=K.gas(c), x=r.choice(['CXR: hazy, improved', 'No x-ray today', 'iNO weaned to 10 ppm', 'Caffeine level 18']))
        d.ln('CVS   {v}. {x}', v=K.vitals(c, 1), x=r.choice(['No murmur.', 'Soft murmur; echo ordered.', 'PDA on echo - 2nd course acetaminophen.', 'Off dopamine.']))
        d.ln('FEN   {w}. {f}. {t}', w=wl, f=K.feeds(c, w, ga), t=K.tpn(c) if dol < 12 else 'Off PN.')
        d.ln('      {l}', l=K.lytes(c))
        d.ln('HEME  {c}. {x}', c=K.cbc(c), x=r.choice(['PRBC 15 mL/kg given', 'No transfusion', ['Hct check ', wday(c, day + dt.timedelta(days=r.randint(1, 4)))],
                                                       'epo continued']))
        if r.random() < 0.3:
            d.ln('PLAN  repeat HUS {w}; {x}', w=wday(c, day + dt.timedelta(days=r.randint(1, 6))), x=r.choice(['ROP exam due next week', 'wean to RA trial', 'OT feeding eval']))
        d.ln('BILI  {b}; {x}', b=K.bili(c, mgs), x=r.choice(['under phototherapy', 'no photo', 'threshold per gestation not met', 'double photo']))
        d.ln('ID    {x}', x=r.choice(['none', 'on amp/gent day 2/2', 'cultures neg', 'MRSA screen negative']))
        d.ln('NEURO {x}', x=r.choice(['HUS 1 normal', 'Gr I IVH L on HUS', 'repeat HUS DOL 28', 'normal tone']))
        d.ln('MEDS  {m}', m=', '.join(K.meds(c, r.randint(2, 5))))
        d.ln('LINES {x}', x=r.choice(['PICC R arm, tip T6 - day %d' % r.randint(1, 20), 'UVC day %d' % r.randint(1, 7), 'PIV', 'none']))
    if r.random() < 0.55:
        d.ln()
        d.ln('Exam: {e}', e=K.exam(c, r.sample(['gen', 'heent', 'resp', 'cvs', 'abd', 'neuro', 'skin'], r.randint(3, 7)), sep='; '))
    if soap and r.random() < 0.4:
        d.ln('Labs {dt}: {a} | {g}', dt=c.Ds(day), a=K.cbc(c), g=K.glucose(c))
    if r.random() < 0.3:
        d.ln('Growth: HC {hc} cm (+{dh} cm/wk), length {ln} cm; Fenton wt {p}th %ile.', hc='%.1f' % r.uniform(22, 35), dh='%.1f' % r.uniform(0.3, 1.2),
             ln='%.1f' % r.uniform(30, 50), p=r.choice([3, 5, 10, 18, 25, 40, 55]))
    d.ln()
    k = r.randrange(4)
    par = mixfam(c)
    if k == 0:
        d.ln('Social: {p} visited and did kangaroo care; updated at bedside by {dr}.', p=c.fam(par, r.choice(['g', 'ts'])), dr=c.dr('att', 'dr_s'))
    elif k == 1:
        d.ln('Family: called {p} ({ph}) with update {dt}.', p=c.fam(par, 'g'), ph=(c.phone(), 'PHONE'), dt=c.Ds(day))
    elif k == 2:
        d.ln('Parents not in today; last visit {dt}. SW ({sw}) aware.', dt=c.Ds(day - dt.timedelta(days=r.randint(1, 5))), sw=c.dr('sw', 'full'))
    else:
        d.ln('Family meeting scheduled {dt} at 14:00 with {a} and {s}.', dt=c.Ds(day + dt.timedelta(days=r.randint(1, 4))),
             a=c.dr('att', 'dr_s'), s=c.dr('sw', 'full_c'))
    if r.random() < 0.4:
        d.ln('Location: {b}', b=bed(c))
    if r.random() < 0.35:
        d.ln()
        d.ln('Attending attestation: I saw and examined {pt} on rounds with {rs} and agree with the findings and plan above. {x}', pt=c.pt_short(),
             rs=c.dr(r.choice(['res', 'nnp', 'fellow']), r.choice(['dr_s', 'full_c', 'full'])),
             x=r.choice(['Critical care time 40 min.', 'Intensive care, infant < 1500 g.', 'Plan discussed with parents.', '']))
        d.ln('{a}', a=c.dr('att', r.choice(['full_c', 'fml_c'])))
    d.ln()
    esign(d, c, r.choice(['att', 'nnp', 'res', 'fellow']), day)


# ------------------------------------------------------------------ transport
def transport(d, c):
    r = c.r
    dol = r.choice([0, 0, 0, 0, 1, 2, 5, 12, 30])
    day = c.day(dol)
    air = r.random() < 0.3
    back = r.random() < 0.15
    ref = c.hosp('ref')
    rec = c.hosp('nicu')
    if back:
        ref, rec = rec, c.hosp('level2')
    title = r.choice(['NEONATAL TRANSPORT RECORD', 'Neonatal Transport Team - Transport Note', 'Interfacility Neonatal Transport',
                      'NTS Transport Summary'])
    d.ln(title)
    d.ln('{h} Neonatal Transport Service   Transport #: {tn}', h=(c.hosp_short('nicu'), 'HOSPITAL'), tn=(r.choice(['T', 'NT-', 'TR']) + c.digits(2) + '-' + c.digits(5), 'IDNUM'))
    ts = times(c, 5, (8, 75))
    d.ln('Date: {dt}   Call received: {t1}   Team dispatched: {t2}   At bedside: {t3}   Depart: {t4}   Arrive: {t5}',
         dt=c.D(day), t1=ts[0], t2=ts[1], t3=ts[2], t4=ts[3], t5=ts[4])
    d.ln()
    d.ln('Patient: {p}   DOB: {b}   Sex: {s}   Wt: {w} g   GA {ga}', p=c.pt(), b=c.D(c.dob), s=c.sex, w=wt_at(c, dol), ga=K.ga_str(c, r.randrange(5)))
    if r.random() < 0.7:
        d.ln('Receiving MRN: {m}', m=(c.id('mrn'), 'MRN'))
    d.ln('Referring facility: {h}, {a}', h=(ref, 'HOSPITAL'), a=[(c.rural(), 'CITY'), ', ', (c.st, 'STATE')])
    d.ln('Referring physician: {dr}  Ph {ph}  Fax {fx}', dr=c.dr('pcp', r.choice(['dr_s', 'full_c', 'dr_full'])), ph=(c.phone(0), 'PHONE'), fx=(c.phone(1), 'FAX'))
    d.ln('Receiving: {h}{u}, accepting {dr}', h=(rec, 'HOSPITAL'), u=[' ', (c.hosp('unit'), 'HOSPITAL')] if r.random() < 0.4 else '', dr=c.dr('att', 'dr_s'))
    d.ln('Medical control: {dr} via {x}', dr=c.dr('fellow', 'dr_s'), x=r.choice(['recorded line', 'phone', 'telemedicine cart']))
    d.ln('Reason: {x}', x=r.choice(['prematurity/RDS requiring intubation', 'suspected HIE - cooling candidate', 'r/o sepsis, hypotension',
                                     'bilious emesis, r/o malrotation', 'cyanosis unresponsive to O2 - r/o ductal-dependent CHD',
                                     'back-transport for growth and feeding', 'TEF/EA with Replogle in situ', 'persistent hypoglycemia']))
    d.ln()
    d.ln('CREW')
    d.ln('  Transport RN: {a}', a=c.dr('trn', 'full_c'))
    d.ln('  RT: {a}', a=c.dr('rt', 'full_c'))
    if r.random() < 0.6:
        d.ln('  {lbl}: {a}  Lic# {l}', lbl=r.choice(['Paramedic', 'Driver/EMT', 'Medic']), a=c.dr('medic', 'full'),
             l=(r.choice(['P', 'EMT-P ', 'PCP-', 'ACP-']) + c.digits(6), 'LICENSE'))
    if air:
        d.ln('  Pilot: {a}', a=c.dr('pilot', 'full'))
        d.ln('VEHICLE: rotor-wing, tail {tl}  ({b} base)', tl=(c.id('tail'), 'VEHICLE'), b=(r.choice(['Lakeside', 'North Ridge', 'Coldwater', 'Bayfront']), 'LOCATION_OTHER'))
    else:
        k = r.randrange(3)
        if k == 0:
            d.ln('VEHICLE: ground ambulance Unit {u}, plate {pl}', u=(c.id('unitno'), 'VEHICLE'), pl=(c.id('plate'), 'VEHICLE'))
        elif k == 1:
            d.ln('Ambulance #{u} (VIN {v})', u=(c.id('unitno'), 'VEHICLE'), v=(c.id('vin'), 'VEHICLE'))
        else:
            d.ln('Mode: ground - mobile ICU, plate {pl}', pl=(c.id('plate'), 'VEHICLE'))
    d.ln('EQUIPMENT: {iso} S/N {s1}; ventilator {vv} S/N {s2}; monitor {mm}', iso=r.choice(['Drager TI500 transport isolette', 'Airborne Voyager isolette', 'IWS transport incubator']),
         s1=(r.choice(['TI5-', 'AV', 'IWS']) + c.digits(6), 'DEVICE'), vv=r.choice(['Bio-Med Crossvent-2i', 'Hamilton T1', 'Babylog VN500']),
         s2=(c.letters(2) + c.digits(5), 'DEVICE'), mm=r.choice(['Zoll X Series', 'Propaq MD', 'Philips MX450']))
    d.ln()
    d.ln('HISTORY: {x} Mother {mn}, {ma}, {mx}.', x=r.choice(['Born by stat C/S for cord prolapse.', 'Precipitous delivery in ED.',
                                                              'Born at home, brought in by EMS, T 34.9 on arrival.', 'Uncomplicated SVD; grunting since 2 h of life.']),
         mn=c.fam(c.mother, r.choice(['full', 'lf', 'g'])), ma=c.age(c.mother.age), mx=r.choice(K.MATERNAL_HX))
    d.ln('STABLE assessment at referring site:')
    d.ln('  Sugar: {g}, D10W at {x} mL/h', g=K.glucose(c), x=r.choice([3, 4.5, 6, 8]))
    d.ln('  Temp: axillary {t} C {n}', t=r.choice(['35.8', '36.2', '36.6', '34.1', '37.0']), n=r.choice(['', '- passive cooling, target 33.5-34.5', '- thermal mattress']))
    d.ln('  Airway: {s}', s=K.resp(c, c.ga_w))
    d.ln('  BP: {v}', v=K.vitals(c, 0))
    d.ln('  Lab: {a}; {b}', a=K.gas(c), b=K.cbc(c))
    d.ln('  Emotional support: parents met team; {p} {rid}.', p=c.fam(mixfam(c), r.choice(['g', 'full'])),
         rid=r.choice(['rode in ambulance', 'will drive separately', 'staying with mother at referring hospital', 'to follow tomorrow']))
    d.ln()
    d.ln('EN ROUTE')
    for tt in times(c, r.randint(3, 6), (6, 12), start=ts[3]):
        d.ln('  {t}  HR {hr}  RR {rr}  SpO2 {s}%  T {tp}  {x}', hr=r.randint(120, 180), rr=r.randint(30, 70), s=r.randint(86, 100),
             t=tt, tp=r.choice(['36.4', '36.8', '33.9', '34.2', '37.1']), x=r.choice(['', 'stable', 'suctioned', 'FiO2 up to 0.4', 'bolus NS 10 mL/kg', 'no events']))
    d.ln('Meds given: {m}', m='; '.join(K.tx_meds(c, r.randint(1, 3))))
    if r.random() < 0.5:
        d.ln('Distance {k} {u}; road conditions {x}.', k=r.randint(12, 480), u='km' if c.country == 'CA' else 'mi',
             x=r.choice(['icy', 'clear', 'heavy rain', 'construction delays', 'snow']))
    d.ln()
    d.ln('Consent for transport signed by {p} ({rel}) at {t}; contact {ph}.', p=c.fam(c.mother, 'full'), rel='mother', t=times(c, 1, (3, 20), start=ts[2])[0], ph=(c.phone(), 'PHONE'))
    if c.father and r.random() < 0.5:
        d.ln('Father {f} cell {ph}.', f=c.fam(c.father, r.choice(['g', 'full'])), ph=(c.phone(), 'PHONE'))
    d.ln('Handover to {rn} at {t}; bedspace {b}.', rn=c.dr('rn', 'full_c'), t=times(c, 1, (4, 15), start=ts[4])[0], b=(str(r.randint(1, 40)), 'LOCATION_OTHER'))
    d.ln()
    esign(d, c, 'trn', day, r.choice([0, 1, 2, 3]))
    if r.random() < 0.4:
        d.ln('Run sheet uploaded from tablet {ip}; user {u}.', ip=(c.ip(), 'IPADDR'), u=(c.clin('trn').user, 'USERNAME'))


GENRES = {
    'nicu_admission': (admission, (23, 41)),
    'nicu_progress': (progress, (23, 37)),
    'neonatal_transport': (transport, (24, 41)),
}
