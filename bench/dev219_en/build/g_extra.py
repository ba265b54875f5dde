"""Genres added by author 219: NICU nursing shift note, telephone encounter,
newborn screening / hearing screening result notification."""
import datetime as dt
import clin as K
import phi
import pools as P
from common import header, esign, bed, tm, mixfam, hol, wday, url

TD = dt.timedelta


# ------------------------------------------------------------------ nursing shift note
def nursing(d, c):
    r = c.r
    dol = r.randint(1, 80)
    day = c.day(dol)
    ga = c.ga_w + dol // 7
    w = int(c.bw * 0.93 * (1.015 ** max(0, dol - 5)))
    shift = r.choice(['0700-1930', '1900-0730', 'days', 'nights', '07-19', '19-07'])
    night = shift in ('1900-0730', 'nights', '19-07')
    endt = '%02d:%02d' % (7 if night else 19, r.randint(0, 45))
    terse = r.random() < 0.5
    if r.random() < 0.5:
        header(d, c, 'NICU Nursing Shift Summary (%s)' % shift, day, style=r.choice([1, 3, 4]))
    else:
        d.ln('RN shift note {s} - {dt}', s=shift, dt=c.D(day))
        d.ln('{p}, {b}, DOL {dl}, CGA {cg}', p=c.pt(), b=bed(c), dl=dol, cg=K.pma(c, dol))
        d.ln()
    if terse:
        d.ln('NEURO: {x}. N-PASS {n}. Sucrose x{s} for heel sticks.', x=r.choice(['alert w/ cares', 'sleepy, rousable', 'irritable, consoled w/ swaddle', 'appropriate']),
             n=r.randint(0, 6), s=r.randint(0, 3))
        d.ln('RESP: {s}. {x} A/B/Ds x{n}{y}.', s=K.resp(c, ga), x=r.choice(['BS clear/= .', 'Suctioned NP x1 small white.', 'Mild SCR.']), n=r.randint(0, 6),
             y=r.choice(['', ', self-resolved', ', 1 needing gentle stim', ' (see flowsheet)']))
        d.ln('CV: {v}. CRT < 3 sec.', v=K.vitals(c, r.choice([0, 2])))
        d.ln('FEN/GI: {f}; {x}. Abd soft, girth {g} cm. Stools x{st}, voids x{v}.', f=K.feeds(c, w, ga), x=r.choice(['tolerating', 'small spit x1', 'residual 2 mL green - NNP aware', 'PO x2 full volume']),
             g='%.1f' % r.uniform(18, 32), st=r.randint(0, 4), v=r.randint(3, 8))
        d.ln('SKIN/LINES: {x}', x=r.choice(['PICC L arm dsg CDI, changed today', 'PIV R hand, flushes well', 'diaper dermatitis - Critic-Aid applied', 'no lines; skin intact']))
        d.ln('TEMP: {x} in {e}', x=r.choice(['36.7-37.1', '36.5-37.0', '36.4 x1 -> increased air temp']), e=r.choice(['isolette servo 36.5', 'open crib', 'Giraffe OmniBed', 'crib swaddled x2']))
    else:
        d.ln('Assumed care at {t}. Infant {x}. {lk} Remains on {s}; {ab}. Feeding {f}, {tol}. Voided x{v} and stooled x{st}.',
             t='%02d:%02d' % (19 if night else 7, r.randint(0, 40)), x=r.choice(['resting quietly in isolette', 'in open crib, swaddled', 'alert and active with cares']), lk=r.choice(K.LOOKALIKE),
             s=K.resp(c, ga), ab=r.choice(['no A/B/D events', 'one brady to 72 with desat to 80%, self-resolved', 'two desats with feeds needing pacing']),
             f=K.feeds(c, w, ga), tol=r.choice(['tolerated well', 'one small emesis', 'cueing well, took 2/3 PO']), v=r.randint(3, 8), st=r.randint(0, 4))
        d.ln('{v}. Weight tonight {w} g.', v=K.vitals(c, 1), w=w)
    if r.random() < 0.6:
        d.ln('CARES: q{h}h, {x}. {pt} {y}.', h=r.choice([3, 3, 4]), x=r.choice(['clustered', 'with mom', 'temp/diaper/mouth care', 'containment holding for heel stick']),
             pt=c.pt_short(), y=r.choice(['settled well after cares', 'rooting and sucking on pacifier', 'needed sucrose x2', 'slept between cares']))
    if r.random() < 0.4:
        d.ln('EVENTS: {a} brady to {b} w/ desat to {s}% - {x}. {lk}', a=tm(c), b=r.randint(60, 85), s=r.randint(65, 85),
             x=r.choice(['self-resolved', 'gentle stim', 'repositioned', 'increased FiO2 briefly']), lk=r.choice(K.LOOKALIKE))
    d.ln()
    par = mixfam(c)
    k = r.randrange(4)
    if k == 0:
        d.ln('FAMILY: {p} in from {t1}-{t2}, did {x}. Updated on plan; questions answered.', p=c.fam(par, r.choice(['g', 'ts', 'full'])), t1=tm(c), t2=tm(c),
             x=r.choice(['kangaroo care 90 min', 'bath and diaper change', 'bottle feed with OT coaching', 'breastfeeding attempt with IBCLC']))
    elif k == 1:
        d.ln('FAMILY: {p} called at {t} from {ph}; identity verified with patient code {pc}. Update given.', p=c.fam(par, 'g'), t=tm(c), ph=(c.phone(), 'PHONE'),
             pc=(c.digits(4), 'IDNUM'))
    elif k == 2:
        d.ln('FAMILY: no visit this shift. {g} ({rel}) called, not on approved info list - no info given.', g=c.fam(c.gma, r.choice(['full', 'g'])), rel=c.gma.rel)
    else:
        d.ln('FAMILY: {p} and {q} visited{s}.', p=c.fam(c.mother, 'g'), q=c.fam(c.father, 'g') if c.father else c.fam(c.aunt, 'full'),
             s=[' with sibling ', phi.nm(c.sibs[0], 'FAMILY', 'g'), ' (sibling screening form done)'] if c.sibs else '')
    if r.random() < 0.2:
        d.ln('PLAN: {p} hopes to room in {w} night{h}.', p=c.fam(c.mother, 'g'), w=wday(c, day + TD(days=r.randint(1, 5))),
             h=[' before ', hol(c)] if r.random() < 0.5 else '')
    d.ln('MILK: EBM bottles x{n} scanned, label {lb}; {fr} in freezer shelf {fz}.', n=r.randint(1, 8), lb=(r.choice(['BM', 'EBM-', 'M']) + c.digits(8), 'IDNUM'),
         fr=('%d oz' % r.randint(0, 60)) if c.country == 'US' else ('%d mL' % (r.randint(1, 60) * 30)), fz=r.choice(['B', 'C', '2', '4']) + '-' + str(r.randint(1, 20)))
    if r.random() < 0.5:
        d.ln('SAFETY: Hugs tag {tg} checked, alarm tested. Feeding pump S/N {sn}.', tg=(c.id('tag'), 'DEVICE'), sn=(c.letters(3) + c.digits(6), 'DEVICE'))
    d.ln()
    if r.random() < 0.3:
        d.ln('Bedside camera re-linked for family after move; link {u} sent to {p}.', u=url(c, 'cam'), p=c.fam(mixfam(c), 'g'))
    d.ln('Handoff to {rn} at {t}.', rn=c.dr('rn2', r.choice(['full', 'full_c', 'g'])), t=endt)
    if r.random() < 0.6:
        d.ln('{n}', n=c.dr('rn', r.choice(['full_c', 'is_c'])))
    else:
        d.ln('Documented by {u} ({n}) {dt} {t}', u=(c.clin('rn').user, 'USERNAME'), n=c.dr('rn', 'full_c'), dt=c.Ds(day + TD(days=1 if night else 0)), t=endt)


# ------------------------------------------------------------------ telephone
def phone_call(d, c):
    r = c.r
    days = r.randint(1, 240)
    day = c.day(days)
    k = r.randrange(5)
    d.ln('{t}', t=r.choice(['TELEPHONE ENCOUNTER', 'Phone Note', 'Telephone call', 'Telephone Encounter - NICU', 'Phone msg']))
    d.ln('{dt} {tt}', dt=c.D(day, r.choice([c.full_styles[0], 'wd_long', 'us_short' if c.country == 'US' else 'iso'])), tt=tm(c) if r.random() < 0.5 else phi_time12(c))
    if r.random() < 0.6:
        d.ln('Pt: {p}  MRN {m}  DOB {b}', p=c.pt(), m=(c.id('mrn'), 'MRN'), b=c.D(c.dob))
    d.ln()
    par = mixfam(c)
    if k == 0:
        d.ln('Caller: {p} ({rel}) {ph}', p=c.fam(par, r.choice(['full', 'g', 'ts'])), rel=par.rel, ph=(c.phone(), 'PHONE'))
        d.ln('Reason: {x}', x=r.choice(['baby spitting up more after switching to NeoSure', 'question about vitamin D dose', 'baby sleepy, feeding less (60 mL in 4 h)',
                                        'needs refill of chlorothiazide', 'apnea monitor alarming at night', 'rash on cheeks']))
        d.ln('Advice: {x}', x=r.choice(['reviewed red flags; take to ED if lethargic, fever >= 38.0 or blue spells.', 'call back if not better in 24 h.',
                                        'refill sent to pharmacy.', 'DME company contacted re: monitor.']))
        if r.random() < 0.5:
            d.ln('Hx: ex-{g} wk, d/c {dt}. Current wt per parent {w}. {x}', g=c.ga_w, dt=c.Ds(c.day(r.randint(10, 90))), w=r.choice(['7 lb 2 oz', '3.1 kg', '9 lbs', '2.6 kg']),
                 x=r.choice(['Afebrile.', 'No vomiting.', 'Wet diapers 6/day.', 'Stooling normally.']))
        if r.random() < 0.3:
            d.ln('Clinic closed {h}; f/u visit moved to {dt}.', h=hol(c), dt=c.Ds(day + TD(days=r.randint(2, 9))))
        if r.random() < 0.35:
            d.ln('Video visit offered: {u}', u=url(c, 'tele'))
        d.ln('Parent verbalized understanding. Routed to {dr}.', dr=c.dr(r.choice(['pcp', 'nnp', 'fu']), r.choice(['dr_s', 'full_c'])))
    elif k == 1:
        d.ln('Spoke with {n} from {ph}, re: {p} discharge tomorrow.', n=c.dr('pcp', r.choice(['dr_s', 'dr_full', 'full_c'])), ph=(c.hosp('pcp'), 'HOSPITAL'), p=c.pt_short())
        d.ln('Summary given: {ga} wk, {x}. Meds: {m}. Wt {w} g.', ga=c.ga_w, x=r.choice(['off O2 x 1 wk', 'on home O2 1/8 L', 'full PO feeds', 'G-tube']),
             m=', '.join(K.dc_meds(c, 2)), w=r.randint(1800, 4200))
        d.ln('First appt {dt}. Their fax {fx} for d/c summary.', dt=c.Ds(day + TD(days=2)), fx=(c.phone(1), 'FAX'))
    elif k == 2:
        d.ln('Call from {ph} pharmacist {n} at {pp}: {x}', ph=(c.hosp('pharm'), 'HOSPITAL'), n=c.dr('pharm', r.choice(['g', 'full'])), pp=(c.phone(), 'PHONE'),
             x=r.choice(['caffeine citrate not in stock, compounding tomorrow', 'clarified iron dose 0.5 mL = 7.5 mg', 'insurance rejected Synagis - PA needed']))
        if r.random() < 0.6:
            d.ln('Prior auth # {pa} obtained, plan {pl}.', pa=(c.letters(2) + c.digits(7), 'IDNUM'), pl=(c.id('plan'), 'HEALTHPLAN'))
        d.ln('Prescriber NPI {n}.', n=(c.npi(), 'LICENSE')) if c.country == 'US' else d.ln('Prescriber licence {n}.', n=('CPSO ' + c.digits(5), 'LICENSE'))
    elif k == 3:
        d.ln('Call from {w}, caseworker with {a}, {ph}. Requested update on {p} for {dt} court hearing.', w=c.fam(c.person(r.choice('FM')), r.choice(['full', 'ts'])),
             a=(r.choice(['Harmon County DCFS', "Children's Aid Society of Fernwood", 'Tamarack Child and Family Services']), 'ORGANIZATION'), ph=(c.phone(5), 'PHONE'),
             p=c.pt_short(), dt=c.Ds(day + TD(days=r.randint(2, 20))))
        d.ln('Release on file? {x}. Referred to SW {sw}.', x=r.choice(['yes', 'no - info not given']), sw=c.dr('sw', 'full'))
    else:
        d.ln('Voicemail from {p} ({rel}) at {t}: {x} Returned call to {ph} - {y}', p=c.fam(par, 'g'), rel=par.rel, t=tm(c),
             x=r.choice(['asking if RSV shot is due.', 'wants to reschedule eye appt.', 'says daycare wants forms signed.', 'asking about weaning oxygen.']),
             ph=(c.phone(), 'PHONE'), y=r.choice(['no answer, LVM.', 'spoke with parent, resolved.', 'mailbox full.']))
        if r.random() < 0.5:
            d.ln('Daycare: {dc}, contact {n} {ph}.', dc=(r.choice(P.DAYCARE), 'ORGANIZATION'), n=c.fam(c.person('F'), 'full'), ph=(c.phone(), 'PHONE'))
    d.ln()
    d.ln('-- {n}', n=c.dr(r.choice(['rn', 'nnp', 'res', 'fu']), r.choice(['full_c', 'is_c', 'g', 'inits'])))


def phi_time12(c):
    r = c.r
    return '%d:%02d %s' % (r.randint(1, 12), r.randrange(60), r.choice(['AM', 'PM']))


# ------------------------------------------------------------------ screening result
NBS = [('TSH', 'mIU/L', '< 20', ['38', '52', '117', '24']), ('17-OHP', 'nmol/L', '< 30', ['48', '95', '210']),
       ('Phe', 'umol/L', '< 130', ['240', '460', '1210']), ('C8 (octanoylcarnitine)', 'umol/L', '< 0.3', ['0.62', '1.4', '2.8']),
       ('IRT', 'ng/mL', '< 60', ['74', '96', '130']), ('TREC', 'copies/uL', '> 18', ['4', '0', '11']),
       ('Galactose-1-P uridyltransferase', 'U/g Hb', '> 3.5', ['1.2', '0.4']), ('Biotinidase', '% activity', '> 30', ['9', '14']),
       ('Hb pattern', '', 'FA', ['FS', 'FSA (transfused)', 'FAS', 'F only']), ('SMN1 exon 7', 'copies', '>= 1', ['0'])]


NBS_NORMAL = [('Phe', 'umol/L', '< 130', '62'), ('Leucine', 'umol/L', '< 300', '141'), ('C3 (propionylcarnitine)', 'umol/L', '< 5.5', '1.9'),
              ('TSH', 'mIU/L', '< 20', '6.1'), ('IRT', 'ng/mL', '< 60', '31'), ('TREC', 'copies/uL', '> 18', '212'),
              ('Biotinidase', '% activity', '> 30', '88'), ('Hb pattern', '', 'FA', 'FA'), ('Succinylacetone', 'umol/L', '< 2', '0.4')]
INTERP = ['Screen positive for congenital hypothyroidism. Obtain serum TSH/free T4 within 24-48 h.',
          'Elevated 17-OHP: possible congenital adrenal hyperplasia. Check electrolytes, serum 17-OHP today.',
          'Elevated phenylalanine: possible PKU. Quantitative plasma amino acids today.',
          'Possible MCAD deficiency. Evaluate today; avoid fasting; see ACT sheet.',
          'Elevated IRT: possible cystic fibrosis. Sweat chloride test.',
          'Low TREC: presumptive SCID - contact immunology today; no live vaccines, CMV-negative irradiated products.',
          'Possible galactosemia. Stop breast milk/lactose formula pending confirmation; switch to soy formula.',
          'Possible biotinidase deficiency. Confirm serum enzyme; start biotin.',
          'Abnormal hemoglobin pattern. Confirm with Hb electrophoresis; penicillin prophylaxis if FS.',
          'No SMN1 detected: presumptive spinal muscular atrophy. Urgent neurology referral.']


def screen(d, c):
    r = c.r
    hearing = r.random() < 0.35
    coll = c.day(r.choice([1, 1, 2, 3]))
    rep = coll + TD(days=r.randint(2, 8))
    us = c.country == 'US'
    if hearing:
        d.ln(r.choice(['EARLY HEARING DETECTION AND INTERVENTION (EHDI) - Referral Notice', 'Infant Hearing Program - Screen Result', 'Newborn Hearing Screening: REFER']))
    else:
        d.ln(r.choice(['NEWBORN SCREENING PROGRAM - Screen Positive Notification', 'Newborn Screening Laboratory Report', 'NBS: ABNORMAL RESULT - ACTION REQUIRED']))
    d.ln('{lab}', lab=['Regional Newborn Screening Laboratory, ', phi.site_addr(c)])
    d.ln('Phone {ph}  Fax {fx}', ph=(c.phone(0), 'PHONE'), fx=(c.phone(0), 'FAX'))
    d.ln()
    d.ln('To: {dr}, {h}   Fax: {fx}', dr=c.dr(r.choice(['pcp', 'att']), r.choice(['dr_full', 'full_c', 'LF'])), h=(c.hosp(r.choice(['pcp', 'nicu'])), 'HOSPITAL'), fx=(c.phone(1), 'FAX'))
    d.ln('Report date: {dt}', dt=c.D(rep))
    d.ln()
    d.ln('Infant: {p}   Sex: {s}   DOB: {b} {t}', p=c.pt(r.choice(['LF', 'full', 'SB', 'caps'])) if c.named else c.pt(r.choice(['SB', 'bbs'])), s=c.sex, b=c.D(c.dob), t=tm(c))
    d.ln('Mother: {m}   Mother DOB: {mb}', m=c.fam(c.mother, r.choice(['LF', 'lf', 'full'])), mb=c.D(dt.date(c.dob.year - c.mother.age, r.randint(1, 12), r.randint(1, 28))))
    d.ln('BW {bw} g   GA {ga} wk   Feeding: {f}   Transfused before collection: {tx}', bw=c.bw, ga=c.ga_w, f=r.choice(['TPN', 'breast', 'formula', 'mixed']),
         tx=r.choice(['no', 'yes', 'unknown']))
    d.ln('Submitter: {h}   Hospital MRN {m}', h=(c.hosp(r.choice(['birth', 'nicu'])), 'HOSPITAL'), m=(c.id('mrn'), 'MRN'))
    if hearing:
        d.ln('Screen ID: {k}   Screener: {s}   Equipment: {e} S/N {sn}', k=('HS' + c.digits(8), 'IDNUM'), s=c.dr('rn', r.choice(['full', 'is_c'])),
             e=r.choice(['Natus ALGO 5', 'MAICO MB 11 BERAphone', 'Accuscreen']), sn=(c.digits(7), 'DEVICE'))
        d.ln('Inpatient screen {a}: {x}', a=c.Ds(coll), x=r.choice(['REFER right, PASS left (AABR 35 dB nHL)', 'REFER bilateral', 'PASS right, REFER left']))
        d.ln('Risk factors: {x}', x=r.choice(['NICU > 5 days', 'aminoglycosides', 'hyperbilirubinemia requiring exchange', 'family hx childhood hearing loss', 'cCMV testing sent - saliva PCR']))
        d.ln()
        d.ln('ACTION: Diagnostic ABR appointment booked with {a} at {h} on {dt}. Family notified ({p}, {ph}).', a=c.dr('aud', r.choice(['full_c', 'is_c'])),
             h=(c.hosp('nicu'), 'HOSPITAL'), dt=c.D(rep + TD(days=r.randint(7, 30)), r.choice(['wd_long', c.full_styles[0]])), p=c.fam(mixfam(c), 'full'), ph=(c.phone(), 'PHONE'))
    else:
        d.ln('Kit/specimen #: {k}   Lab accession: {a}', k=(c.digits(2) + '-' + c.digits(7), 'IDNUM'), a=(r.choice(['NB', 'L']) + c.digits(9), 'IDNUM'))
        d.ln('Collected: {a} at {t} ({h} HOL)   Received: {b}', a=c.D(coll), t=tm(c), h=r.choice([24, 26, 30, 36, 48, 70]), b=c.D(coll + TD(days=r.randint(1, 3))))
        d.ln()
        d.ln('Analyte'.ljust(34) + 'Result'.ljust(16) + 'Reference')
        rows = r.sample(range(len(NBS)), r.randint(1, 3))
        for i in rows:
            an, un, ref, vals = NBS[i]
            v = (r.choice(vals) + ' ' + un).strip()
            d.ln(an.ljust(34) + v.ljust(16) + ref)
        bad = [NBS[i][0][:3] for i in rows]
        for an, un, ref, vals in r.sample([x for x in NBS_NORMAL if x[0][:3] not in bad], r.randint(2, 5)):
            d.ln(an.ljust(34) + (vals + ' ' + un).strip().ljust(16) + ref)
        d.ln()
        d.ln('Interpretation: {x}', x=INTERP[rows[0]])
        d.ln('Recommended action: {x}', x=r.choice(['Notify family today and arrange confirmatory testing.', 'Please fax confirmatory results to the program.',
                                                     'Repeat dried blood spot within 7 days if infant well.', 'Refer to specialist as below; ACT sheet attached.']))
        d.ln('Specialist contact: {s}, {h}, {ph}; after hours pager {pg}.', s=c.dr('gen', r.choice(['dr_full', 'full_c'])), h=(c.hosp('nicu'), 'HOSPITAL'), ph=(c.phone(), 'PHONE'),
             pg=(c.phone(r.choice([0, 1])), 'PHONE'))
    d.ln()
    d.ln('Program coordinator: {n}   {e}', n=c.dr('nbs', r.choice(['full_c', 'fml_c'])), e=(c.email(c.clin('nbs')), 'EMAIL'))
    if r.random() < 0.5:
        d.ln('Results portal: {u}  (user {us})', u=('https://' + r.choice(['nbs.example.org/results', 'screening.example.net/portal', 'ehdi.example.com/providers']), 'URL'),
             us=(c.clin(r.choice(['pcp', 'att'])).user, 'USERNAME'))
    d.ln('This report contains confidential health information. {x}', x=r.choice(['If received in error call the program.', 'Do not forward.', '']))


GENRES = {
    'nicu_nursing_shift_note': (nursing, (23, 40)),
    'telephone_encounter': (phone_call, (23, 41)),
    'newborn_screen_result': (screen, (24, 41)),
}
