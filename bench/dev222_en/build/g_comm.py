"""Genres: community pharmacy consultation; controlled drug register; vaccination record."""
import datetime
import core as C
import meds as M
import blocks as B
import people as PE
import pools as P

PF_UK = [
    ('Sore throat', 'FeverPAIN score {s}/5', 'Phenoxymethylpenicillin 500mg QDS x 5 days (PGD)', 'self-care, analgesia, salt water gargle'),
    ('Uncomplicated UTI (women 16-64)', '{s} of 3 key symptoms (dysuria, new nocturia, cloudy urine)', 'Nitrofurantoin 100mg MR BD x 3 days (PGD)', 'fluids, paracetamol, back-up plan'),
    ('Acute sinusitis', 'symptoms {s} days, not improving', 'Mometasone nasal spray 2 sprays each nostril BD x 14 days', 'self-care; steam'),
    ('Impetigo', '{s} localised lesions, not bullous', 'Hydrogen peroxide 1% cream TDS x 5 days', 'hygiene, school exclusion until crusted'),
    ('Infected insect bite', 'spreading erythema {s}cm', 'Flucloxacillin 500mg QDS x 5 days (PGD)', 'mark margin with pen, return if spreading'),
    ('Shingles', 'rash onset {s} days ago, dermatomal T6', 'Aciclovir 800mg 5x daily x 7 days (PGD)', 'avoid contact with pregnant women/immunocompromised'),
    ('Acute otitis media (1-17y)', 'otoscopy: bulging TM, score {s}', 'Phenazone/lidocaine ear drops (Otigo) 4 drops BD-TDS x 7 days', 'paracetamol/ibuprofen'),
]
US_SVC = [
    ('Strep A test & treat (CPA)', 'Centor/McIsaac {s}; rapid strep antigen POSITIVE', 'amoxicillin 500 mg PO BID x 10 days', 'complete course; replace toothbrush after 24 h'),
    ('Influenza test & treat', 'symptom onset <48 h; rapid flu A POSITIVE', 'oseltamivir 75 mg PO BID x 5 days', 'fluids, rest, return if SOB'),
    ('COVID-19 oral antiviral assessment', 'symptom day {s}; home antigen positive', 'nirmatrelvir/ritonavir 300/100 mg BID x 5 days (renal dosing checked)', 'hold atorvastatin during course'),
    ('Pharmacist-prescribed hormonal contraception', 'BP {s}/78 seated, USMEC category 1', 'norgestimate/ethinyl estradiol 0.25/35 - 3 packs', 'start today, backup method x 7 days'),
    ('Naloxone under statewide standing order', 'risk assessment score {s}', 'naloxone 4 mg nasal spray x2', 'recognition/response training given'),
    ('UTI assessment (protocol)', '{s} symptoms, no fever/flank pain', 'nitrofurantoin monohydrate/macro 100 mg BID x 5 days', 'phenazopyridine OTC discussed'),
]


def _ehc(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    upsi = ctx.ago(r.randrange(0, 5))
    hours = (ctx.today - upsi).days * 24 + r.randrange(2, 20)
    n.ln('{ph}', ph=(ctx.pharmacy, 'HOSPITAL'))
    B.site_line(n, ctx, 0.5)
    n.ln(r.choice(['EMERGENCY HORMONAL CONTRACEPTION - PGD CONSULTATION', 'EHC consultation record', 'Emergency contraception (EHC) service']))
    n.ln('Date: {d}   Time: {t}   Consultation room used: {c}', d=ctx.d(ctx.today), t=ctx.time(), c=r.choice(['Yes', 'Y', 'yes']))
    f = r.randrange(3)
    if f == 0:
        n.ln('Client: {nm}   DOB: {dob}   Age: {a}', nm=ctx.pname('full'), dob=ctx.d(p['dob']), a=(str(p['age']), 'AGE'))
    elif f == 1:
        n.ln('Client first name: {nm}   Age {a}   Postcode: {pc}', nm=ctx.pname('given'), a=(str(p['age']), 'AGE'),
             pc=(p['addr']['pc'] if uk else p['addr']['zip'], 'ZIP'))
    else:
        n.ln('Name: {nm} ({a})', nm=ctx.pname(r.choice(['sur_comma', 'caps_mixed'])), a=B.age(ctx, 'yrs'))
        n.ln('Address: {ad}', ad=PE.addr_oneline(p['addr'], r))
    if uk:
        n.ln('GP practice: {g}   Consent to share with GP: {c}', g=(ctx.gp_practice, 'HOSPITAL'), c=r.choice(['Yes', 'No', 'declined']))
    if p['age'] < 16:
        n.ln('Under 16 - Fraser guidelines applied: competent, understands advice. Safeguarding considered - no concerns; encouraged to talk to parent.')
    elif p['age'] < 18:
        n.ln('Age 16-17: Fraser not required. Safeguarding screen (spotting the signs) - no concerns.')
    n.nl()
    n.ln('UPSI: {d} approx {t} ({h} hours ago)', d=ctx.d(upsi, r.choice([ctx.dstyle, ctx.sstyle, 'weekday'])), t=ctx.time(), h=str(hours))
    n.ln('Other UPSI since LMP: {x}', x=r.choice(['No', 'no', 'Yes - %d days ago (within 120h)' % r.randrange(2, 5)]))
    lmp = ctx.ago(r.randrange(8, 30))
    n.ln('LMP: {d}, cycle {c} days, {reg}', d=ctx.d(lmp, r.choice([ctx.dstyle, ctx.sstyle])), c=str(r.randrange(24, 35)),
         reg=r.choice(['regular', 'irregular', 'normal flow']))
    n.ln('Reason: {x}', x=r.choice(['condom split', 'no contraception used', 'missed 2 pills (Rigevidon) week 1', 'CHC patch detached',
                                    'late Depo injection (15 weeks)', 'withdrawal method']))
    n.ln('Current medicines: {x}', x=r.choice(['none', 'none', 'lamotrigine 100mg BD (not inducer)', 'St John\'s wort (inducer)',
                                               'carbamazepine (enzyme inducer)', 'salbutamol inhaler', 'omeprazole 20mg OD (affects UPA)']))
    wt = r.randrange(48, 110)
    n.ln('Weight {w} kg, BMI {b}', w=str(wt), b=str(round(wt / (r.uniform(1.55, 1.78) ** 2), 1)))
    prod = r.choice(['Levonorgestrel 1.5mg x1 (Levonelle)', 'Levonorgestrel 3mg (2 x 1.5mg - BMI >26)', 'Ulipristal acetate 30mg (ellaOne)'])
    n.ln('Supplied: {p}; batch {b}, exp {e}. Taken in pharmacy: {y}', p=prod, b=M.lot(r),
         e=C.fmt_date(ctx.ahead(r.randrange(200, 900)), 'mm_yyyy' if uk else 'mm_yyyy'), y=r.choice(['Yes', 'yes', 'Yes, with water']))
    n.ln('Advice: Cu-IUD most effective - offered, declined. Pregnancy test if period >7 days late (after {d}).',
         d=ctx.d(ctx.ahead(r.randrange(18, 30)), ctx.sstyle))
    if r.random() < 0.7:
        clin = r.choice(['{p} Sexual Health Clinic', 'The {p} Centre (sexual health)', '{p} Integrated Sexual Health Service'])
        n.ln('Signposted to {c} ({t}) for STI screen / LARC.', c=(clin.format(p=r.choice(P.PLACE_WORDS)), 'HOSPITAL'), t=ctx.phone())
    if r.random() < 0.5:
        n.ln('Previous EHC: {x}', x=r.choice(['none', ['once, ', ctx.d(ctx.ago(r.randrange(60, 700)), r.choice(['month_year', 'mon_year']))],
                                              'x2 in last 12 months - contraception options discussed']))
    if r.random() < 0.4:
        n.ln('Attended with {w}.', w=r.choice([['friend ', C.name(PE.make_person(r, 'F', uk), 'given', 'FAMILY')], ['partner ', B.fam(ctx, 'given')], 'mother']))
    n.ln('Counselling: {x}', x='; '.join(B.pick(r, ['may cause nausea - repeat dose if vomits within 3h', 'next period may be early or late',
                                                     'ulipristal: wait 5 days before restarting hormonal contraception',
                                                     'use condoms until next period', 'LNG: continue pill, condoms for 7 days',
                                                     'STI risk discussed, chlamydia kit offered', 'written leaflet given'], r.randrange(2, 5))))
    if r.random() < 0.3:
        n.ln('Client contact (consented for follow-up text): {m}', m=(p['mobile'], 'PHONE'))


def _minor(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    male = p['sex'] == 'M'
    conds = [c for c in (PF_UK if uk else US_SVC)
             if not (male and c[0][:4] in ('Unco', 'Phar', 'UTI ')) and not (p['age'] > 17 and '1-17y' in c[0])
             and not (p['age'] > 49 and c[0][:4] == 'Phar')]
    cond = r.choice(conds)
    if uk:
        n.ln('{ph} - PHARMACY FIRST', ph=(ctx.pharmacy, 'HOSPITAL'))
        n.ln('Clinical pathway: {c}', c=cond[0])
        src = r.randrange(3)
        if src == 0:
            n.ln('Referral: NHS 111 (ref {x})', x=('%s%07d' % (r.choice(['NHS111-', 'CPCS', '111-']), r.randrange(10 ** 7)), 'IDNUM'))
        elif src == 1:
            n.ln('Referral from {g} via GP referral pathway', g=(ctx.gp_practice, 'HOSPITAL'))
        else:
            n.ln('Walk-in')
    else:
        n.ln('{ph}', ph=(ctx.pharmacy, 'HOSPITAL'))
        B.site_line(n, ctx, 0.5)
        n.ln('PHARMACIST CLINICAL SERVICES NOTE - {c}', c=cond[0])
    n.ln('Date: {d} {t}', d=ctx.d(ctx.today), t=ctx.time())
    B.pt_header(n, ctx, r.choice([3, 4, 6, 7]))
    n.ln('Consent: {x}', x=r.choice(['verbal consent for consultation and to share outcome with GP' if uk else 'verbal consent for assessment and PCP notification',
                                     'consent obtained', 'consent given; chaperone offered, declined']))
    if r.random() < 0.6:
        n.ln('Tel: {t}', t=(p['mobile'], 'PHONE'))
    if not uk and r.random() < 0.7:
        n.ln('Insurance: {i} / ID {m} / Grp {g}', i=(p['insurer'], 'ORGANIZATION'), m=(p['member'], 'HEALTHPLAN'), g=(p['group'], 'HEALTHPLAN'))
    n.nl()
    onset = ctx.ago(r.randrange(1, 6))
    sym = {'Sore': 'Sore throat and fever', 'Unco': 'Dysuria and frequency', 'Acut': r.choice(['Facial pain/congestion', 'Ear pain, irritable']),
           'Impe': 'Crusted lesions around mouth', 'Infe': 'Red swollen bite on forearm', 'Shin': 'Painful vesicular rash R flank',
           'Stre': 'Sore throat, fever', 'Infl': 'Fever, cough, myalgia', 'COVI': 'Cough, fatigue, fever', 'Phar': 'Out of pill supply (previously via clinic)',
           'Nalo': 'Son home from residential rehab', 'UTI ': 'Dysuria, urgency'}.get(cond[0][:4], 'Symptoms')
    fem = p['sex'] == 'F'
    n.ln('S: {sym} since {d}. {x}', sym=sym,
         d=(C.fmt_date(onset, 'weekday'), 'DATE') if r.random() < 0.5 else ctx.ds(onset),
         x=r.choice(['No red flags.', 'Tried OTC ibuprofen with little relief.', 'Partner has similar sx.', 'Not pregnant. No vaginal discharge.' if fem else 'No fever or rigors.',
                     ['Needs to be back at work as a ', (p['prof'], 'PROFESSION'), ' by ', (C.DAYS[r.randrange(5)], 'DATE'), '.']]))
    if r.random() < 0.7:
        n.ln('History: {x}', x=r.choice([
            ['onset ', ctx.ds(onset), ', gradually worse. No similar episodes. Not taken anything yet.'],
            'worse at night, eating and drinking OK, no SOB. Contacts unwell at home.',
            ['seen at ', (ctx.gp_practice, 'HOSPITAL'), ' ', ctx.d(ctx.ago(r.randrange(30, 400)), 'month_year'), ' with similar - self-limiting.'],
            'no recent antibiotics, no travel, no immunosuppression.',
            ['previous episode ', ctx.d(ctx.ago(r.randrange(60, 700)), r.choice(['mon_year', 'year'])), ', treated by ' + ('GP' if uk else 'PCP') + '.']]))
    if r.random() < 0.4:
        n.ln('Works as a {p} at {e}.', p=(p['prof'], 'PROFESSION'), e=(p['employer'], 'ORGANIZATION'))
    n.ln('PMH: {x}. Meds: {m}. Allergies: {a}', x=', '.join(B.pick(r, M.PMH, r.randrange(0, 3))) or 'nil',
         m=', '.join(B.drug_text(ctx, d, 0)[0] for d in B.drugs(ctx, r.randrange(0, 3))) or 'none', a=B.allergies(ctx))
    if r.random() < 0.6:
        n.ln('Red flags screened: {x} - none present.', x=', '.join(B.pick(r, ['sepsis signs', 'stridor/drooling', 'immunosuppression', 'pregnancy',
                                                                                 'visual symptoms', 'systemically unwell', 'recurrent episodes (>3/yr)',
                                                                                 'flank pain/fever', 'rash near eye'], r.randrange(2, 5))))
    n.ln('O: T {t}, HR {h}{o}', t=str(round(r.uniform(36.2, 39.1), 1)) if uk else str(round(r.uniform(97.2, 102.3), 1)), h=str(r.randrange(60, 110)),
         o=r.choice([', tonsils inflamed with exudate', ', no neck stiffness', '', ', RR 18, SpO2 97%']))
    n.ln('A: ' + cond[1], s=str(r.randrange(2, 5)) if 'BP' not in cond[1] else str(r.randrange(108, 138)))
    n.ln('P: {x}', x=cond[2])
    if not uk:
        n.ln('   Rx# {rx} - prescribed under CPA with {d}', rx=('%07d' % r.randrange(10 ** 7), 'IDNUM'), d=B.doc(ctx, cred='MD')[0])
    n.ln('Advice: {a}. Safety-netting given{w}.', a=cond[3], w=r.choice(['', ' - return if worse in 48h', ' verbally and leaflet']))
    if r.random() < 0.6:
        n.ln('Counselled on: {x}.', x=', '.join(B.pick(r, ['dose and duration', 'take on empty stomach' if 'Phenoxy' in cond[2] or 'Fluclox' in cond[2] else 'take with food',
                                                           'complete course', 'common side effects (GI upset)', 'interaction with current meds checked - none',
                                                           'when to seek urgent help', 'return/stop if rash', 'hand hygiene'], r.randrange(2, 5))))
    if uk and r.random() < 0.5:
        ex = r.choice(['Universal Credit', 'income-related ESA', 'Pension Credit guarantee', 'tax credit exemption certificate'])
        n.ln('Rx charge: exempt - {e}; NI no {ni} (evidence {x}).', e=ex, ni=(p['ni'], 'SSN'), x=r.choice(['not seen', 'seen', 'checked via real-time exemption']))
    if uk:
        n.ln('Post-event message sent to {g} via {s}.', g=(ctx.gp_practice, 'HOSPITAL'), s=r.choice(['PharmOutcomes', 'GP Connect', 'NHSmail']))
    else:
        n.ln('PCP notified by fax: {p}, {f}', p=(ctx.gp_practice, 'HOSPITAL'), f=ctx.fax())


def consult(n, ctx):
    r = ctx.rng
    ctx.community = True
    if ctx.pt['sex'] == 'F' and ctx.pt['age'] < 46 and r.random() < 0.7:
        _ehc(n, ctx)
    else:
        _minor(n, ctx)
    n.ln('Consultation time: {m} min{x}', m=str(r.choice([8, 10, 12, 15, 20])), x=r.choice(['', '; recorded on PharmOutcomes' if ctx.uk else '; billed as clinical service', '']))
    B.signature(n, ctx, ctx.ph, ctx.ph.get('sig'))


# ---------------------------------------------------------- CD register
CD_UK = ['Morphine sulfate 10mg/5ml oral solution', 'Oxycodone 5mg capsules', 'Methadone 1mg/ml oral solution sugar free',
         'Zomorph 30mg MR capsules', 'Fentanyl 25 micrograms/hour patches', 'Buprenorphine 8mg sublingual tablets',
         'Longtec 10mg MR tablets', 'Dexamfetamine 5mg tablets', 'Methylphenidate 18mg XL tablets (Concerta XL)']
CD_US = [('oxycodone HCl 5 mg tab', '0406-0552-01'), ('hydrocodone/APAP 10/325 mg tab', '0591-0540-01'),
         ('morphine sulfate ER 15 mg tab', '0228-3502-11'), ('methylphenidate ER 36 mg tab', '0591-2717-01'),
         ('fentanyl 25 mcg/hr patch', '0378-9122-98'), ('amphetamine salts 20 mg tab', '0555-0787-02'),
         ('hydromorphone 2 mg tab', '0406-3243-01')]


def cd_register(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    ctx.community = True
    n.ln('{ph}', ph=(ctx.pharmacy, 'HOSPITAL'))
    B.site_line(n, ctx, 0.4)
    if uk:
        drug = r.choice(CD_UK)
        n.ln(r.choice(['CONTROLLED DRUGS REGISTER - SCHEDULE 2', 'CD Register (Part 1 - Schedule 2 CDs)', 'ELECTRONIC CD REGISTER - entries']))
        n.ln('Drug: {d}   Page {p}', d=drug, p=str(r.randrange(2, 80)))
        n.raw('Date | Supplied to (name, address) | Prescriber | Collected by | ID | Qty | Balance | By\n')
    else:
        drug, ndc = r.choice(CD_US)
        n.ln(r.choice(['C-II PERPETUAL INVENTORY / DISPENSING LOG', 'Schedule II Dispensing Record', 'CII LOG - perpetual inventory']))
        n.ln('Drug: {d}   NDC {ndc}   Pharmacy DEA {dea}', d=drug, ndc=ndc, dea=(C.dea(r, 'P'), 'LICENSE'))
        n.raw('Date | Rx# | Patient | Prescriber / DEA | Qty | Balance | RPh\n')
    if r.random() < 0.5:
        n.ln('Responsible Pharmacist: {nm} ({l} {g}) signed in {t}' if uk else 'Pharmacist in charge: {nm} ({l} {g})', nm=ctx.sname(ph, 'full'),
             l=ph['reg_label'], g=(ph['reg'], 'LICENSE'), t=ctx.time())
    bal = r.randrange(60, 500)
    rows = r.randrange(4, 10)
    d = ctx.ago(rows * 6 + r.randrange(1, 10))
    style = r.choice(ctx.short_styles + [ctx.dstyle])
    main_row = r.randrange(rows)
    for i in range(rows):
        d = d + datetime.timedelta(days=r.randrange(1, 6))
        if i == main_row:
            person, addr = p, p['addr']
        else:
            person = PE.make_person(r, uk=uk)
            addr = PE.make_address(r, uk, ctx.region)
        if r.random() < 0.2 and i != main_row:
            q = r.choice([100, 200, 300, 500, 28, 56])
            bal += q
            sup = r.choice(P.WHOLESALERS_UK if uk else P.WHOLESALERS)
            if uk:
                n.add((C.fmt_date(d, style), 'DATE'), ' | RECEIVED from ', (sup, 'ORGANIZATION'), ', ', (PE.make_address(r, uk, ctx.region)['town'], 'CITY'),
                      ' | inv ', ('INV%07d' % r.randrange(10 ** 7), 'IDNUM'), ' | - | - | +%d | %d | ' % (q, bal), (ph['initials'], 'DOCTOR'), '\n')
            else:
                n.add((C.fmt_date(d, style), 'DATE'), ' | RECEIVED - Form 222 / CSOS order ', ('%09d' % r.randrange(10 ** 9), 'IDNUM'), ' from ',
                      (sup, 'ORGANIZATION'), ' | +%d | %d | ' % (q, bal), (ph['initials'], 'DOCTOR'), '\n')
            continue
        q = r.choice([10, 14, 28, 30, 56, 60, 100, 112, 200])
        bal = max(0, bal - q)
        pres = PE.make_staff(r, uk, 'doctor')
        if uk:
            who = r.choice(['patient', 'pt', 'rep', 'driver'])
            idp = r.choice(['Y', 'N', 'Y - bank card', 'Y - driving licence', 'known to staff'])
            n.add((C.fmt_date(d, style), 'DATE'), ' | ', C.name(person, r.choice(['full', 'caps_full', 'title_init_sur', 'sur_comma']), 'PATIENT'),
                  ', ', (addr['street'], 'STREET'), ', ', (addr['town'], 'CITY'), ' | ', C.name(pres, r.choice(['title_init_sur', 'title_sur']), 'DOCTOR'),
                  ', ', (PE.fac_name(r, P.UK_GP_FMT), 'HOSPITAL'), ' | ', who, ' | ', idp, ' | %d | %d | ' % (q, bal), (ph['initials'], 'DOCTOR'), '\n')
        else:
            rx = '%07d' % r.randrange(10 ** 7)
            n.add((C.fmt_date(d, style), 'DATE'), ' | ', (rx, 'IDNUM'), ' | ', C.name(person, r.choice(['caps_comma', 'sur_comma', 'full']), 'PATIENT'),
                  ' | ', C.name(pres, 'init_sur', 'DOCTOR'), ' / ', (C.dea(r, pres['family']), 'LICENSE'), ' | %d | %d | ' % (q, bal),
                  (ph['initials'], 'DOCTOR'), '\n')
    n.nl()
    k = p['nok']
    if uk:
        n.ln('Running balance check {d}: physical count {c} - {x}. Witness: {w}', d=ctx.d(ctx.today), c=str(bal),
             x=r.choice(['correct', 'agrees'] + (['discrepancy of 5ml (overage) - within tolerance, documented'] if 'solution' in drug else ['1 short - investigated, found in returns'])),
             w=C.name(PE.make_staff(r, uk, 'tech'), r.choice(['full', 'init_sur']), 'DOCTOR'))
        if r.random() < 0.6:
            n.ln('Note re {nm}: collected by {rel} {k}; ID seen - driving licence {dl}.', nm=ctx.pname(r.choice(['title_sur', 'full'])),
                 rel=k['rel'], k=B.fam(ctx, 'full'), dl=(C.uk_dl(r, k, datetime.date(1960 + r.randrange(40), r.randrange(1, 13), r.randrange(1, 28))), 'LICENSE'))
        if r.random() < 0.3:
            n.ln('Exemption declared by {nm}: {e}, NI number {ni}.', nm=ctx.pname(r.choice(['title_sur', 'full'])), e=r.choice(['Universal Credit', 'Pension Credit']),
                 ni=(p['ni'], 'SSN'))
        if 'Methadone' in drug or 'Buprenorphine' in drug or r.random() < 0.3:
            n.ln('Supervised consumption: {nm} - identity confirmed by fingerprint scan (template ID {b}) before dose.',
                 nm=ctx.pname(r.choice(['full', 'init_sur', 'given'])), b=('%s%06d' % (r.choice(['FP-', 'BIO-', 'FPT']), r.randrange(10 ** 6)), 'BIOID'))
        if r.random() < 0.5:
            n.ln('Destruction of patient-returned {d} witnessed by {w} ({role}) on {dt}.', d=r.choice(['Oramorph', 'fentanyl patches', 'oxycodone caps']),
                 w=C.name(PE.make_staff(r, uk, 'other'), 'full', 'DOCTOR'), role=r.choice(['authorised witness', 'CDAO delegate', 'practice manager']),
                 dt=ctx.ds(ctx.ago(r.randrange(1, 9))))
    else:
        n.ln('Biennial/periodic count {d}: on hand {c} - {x}. Counted by {a}, verified {b}.', d=ctx.d(ctx.today), c=str(bal),
             x=r.choice(['matches', 'correct', 'short 2 tabs - DEA 106 not required, documented loss investigation']),
             a=(ph['initials'], 'DOCTOR'), b=C.name(PE.make_staff(r, uk, 'tech'), 'full', 'DOCTOR'))
        if r.random() < 0.7:
            n.ln('Pt {nm} ID verified: {st} DL {dl}; PDMP queried {d} (report {q}).', nm=ctx.pname(r.choice(['full', 'caps_full'])),
                 st=(ctx.region['st'], 'STATE'), dl=('%s%03d-%04d-%04d' % (r.choice('ABDFGHKLMPRSTW'), r.randrange(1000), r.randrange(10 ** 4), r.randrange(10 ** 4)), 'LICENSE'),
                 d=ctx.ds(ctx.today), q=('%010d' % r.randrange(10 ** 10), 'IDNUM'))
        if r.random() < 0.5:
            n.ln('ADC override audit: {u} removed 2 tabs via Omnicell, biometric login {b}.', u=(ph['user'], 'USERNAME'),
                 b=('BT-%07d' % r.randrange(10 ** 7), 'BIOID'))
        if r.random() < 0.4:
            n.ln('Partial fill requested by {nm}, remainder within 30 days of {d}.', nm=ctx.pname('title_sur'), d=ctx.ds(ctx.ago(r.randrange(1, 5))))
    if r.random() < 0.3:
        n.ln('Keys held by RP {nm} on {d}.', nm=ctx.sname(ph, 'full'), d=ctx.ds(ctx.today))


# ---------------------------------------------------------- vaccination
def vaccination(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    ctx.community = True
    v = r.choice(M.VACCINES_UK if uk else M.VACCINES_US)
    n.ln('{ph}', ph=(ctx.pharmacy, 'HOSPITAL'))
    B.site_line(n, ctx, 0.5)
    n.ln(r.choice(['VACCINATION ADMINISTRATION RECORD', 'Immunisation record' if uk else 'Immunization record', 'Vaccine administration - pharmacy']))
    if uk:
        n.ln('Service: {s}', s=r.choice(['NHS Seasonal Influenza Vaccination Advanced Service', 'NHS COVID-19 vaccination', 'Private vaccination service',
                                          'Occupational health contract']))
    hv = B.pt_header(n, ctx, r.choice([3, 4, 6, 7]))
    if hv != 3:
        n.ln('Address: {a}', a=PE.addr_oneline(p['addr'], r))
    if r.random() < 0.7:
        n.ln('Phone: {t}', t=(p['phone'] if r.random() < 0.5 else p['mobile'], 'PHONE'))
    if uk:
        n.ln('Registered GP: {g}', g=(ctx.gp_practice, 'HOSPITAL'))
    else:
        n.ln('Insurance: {i}  Member {m}  Group {g}', i=(p['insurer'], 'ORGANIZATION'), m=(p['member'], 'HEALTHPLAN'), g=(p['group'], 'HEALTHPLAN'))
    n.nl()
    el = r.randrange(4)
    if el == 0:
        n.ln('Eligibility: aged {a}+', a=str(65 if p['age'] >= 65 else 18))
    elif el == 1:
        n.ln('Eligibility: frontline health/social care worker - {p} at {e}', p=(p['prof'], 'PROFESSION'), e=(p['employer'], 'ORGANIZATION'))
    elif el == 2:
        n.ln('Eligibility: clinical risk group ({x})', x=r.choice(['diabetes', 'CKD', 'chronic respiratory disease', 'immunosuppression', 'pregnancy']))
    else:
        n.ln('Eligibility: carer for {rel} ({k})', rel=p['nok']['rel'], k=B.fam(ctx, 'full'))
    if not uk and r.random() < 0.3:
        n.ln('SSN (for registry match): {s}', s=(p['ssn'], 'SSN'))
    if r.random() < 0.6:
        n.ln('Screening checklist:')
        for q in B.pick(r, ['Feeling unwell / fever today?', 'Severe allergy to a vaccine component (e.g. PEG, latex)?', 'Bleeding disorder or anticoagulant?',
                            'Pregnant or planning pregnancy?', 'Immunocompromised / on steroids or chemotherapy?', 'Fainted after previous injection?',
                            'Received any vaccine in last 4 weeks?', 'Guillain-Barre within 6 weeks of previous flu vaccine?'], r.randrange(3, 7)):
            n.ln('  {q} {a}', q=q, a=r.choice(['No', 'No', 'N', 'No'] + (['Yes - on apixaban, firm pressure 2 min'] if 'Bleeding' in q else [])))
    n.ln('Screening: unwell today {a}; previous reaction {b}; anticoagulant {c}; pregnant {d}', a=r.choice(['N', 'No']), b=r.choice(['N', 'No']),
         c=r.choice(['N', 'Y - apixaban, pressure 2 min', ['Y - warfarin, INR 2.4 on ', ctx.ds(ctx.ago(r.randrange(1, 6)))]]), d=r.choice(['N/A', 'N']))
    n.ln('Consent: {c}', c=r.choice(['verbal consent given by patient', 'written consent',
                                      ['consent given by ', p['nok']['rel'], ' ', B.fam(ctx, 'full'), ' (LPA)']]))
    n.nl()
    lt = M.lot(r)
    exp = ctx.ahead(r.randrange(60, 500))
    n.ln('Vaccine: {a} - {b}', a=v[0], b=v[1])
    n.ln('{bl}: {l}   Expiry: {e}', bl='Batch' if uk else 'Lot', l=lt, e=C.fmt_date(exp, r.choice(['uk_slash', 'mm_yyyy', 'uk_abbr'] if uk else ['us_slash', 'mm_yyyy', 'iso'])))
    n.ln('Route: {rt}   Site: {s}   Dose: {dz}', rt=v[2], s=r.choice(M.SITES), dz=v[3])
    n.ln('Administered by: {nm}, {c} on {d} at {t}', nm=ctx.sname(ph, r.choice(['full', 'init_sur'])), c=ph['cred'], d=ctx.d(ctx.today), t=ctx.time())
    if r.random() < 0.6:
        n.ln('Relevant history: {x}. Current meds: {m}.', x=', '.join(B.pick(r, M.PMH, r.randrange(1, 4))),
             m=', '.join(B.drug_text(ctx, d, 0)[0] for d in B.drugs(ctx, r.randrange(1, 4))))
    if r.random() < 0.3:
        n.ln('Note: {x}', x=r.choice(['pt prefers left arm (right-handed)', 'needle-phobic - lying down for vaccination',
                                      ['accompanied by ', p['nok']['rel'], ' ', B.fam(ctx)], 'co-administered with flu vaccine (other arm)']))
    n.ln('Observed {m} min post vaccination - {x}.', m=r.choice(['5', '15', '15', '30']), x=r.choice(['no reaction', 'nil adverse', 'felt faint, recovered lying down']))
    if r.random() < 0.6:
        n.ln('Previous doses: {x}', x=[v[0].split(' (')[0], ' ', ctx.d(ctx.ago(r.randrange(300, 1400)), r.choice(['mon_year', 'month_year', 'year', ctx.dstyle]))])
    if uk:
        n.ln('Record sent to GP via {s} (ref {ref}).', s=r.choice(['Point of Care system', 'NIVS', 'GP Connect']), ref=('%s%08d' % (r.choice(['VR', 'IMM-', 'POC']), r.randrange(10 ** 8)), 'IDNUM'))
    else:
        n.ln('Reported to state IIS; registry ID {x}. VIS provided (current edition).', x=('%09d' % r.randrange(10 ** 9), 'IDNUM'))
        n.ln('Billed to {i}; claim {c}.', i=(p['insurer'], 'ORGANIZATION'), c=('%012d' % r.randrange(10 ** 12), 'ACCOUNT'))
    if r.random() < 0.6:
        n.ln('Aftercare: {x}.', x=', '.join(B.pick(r, ['sore arm/fatigue expected 1-2 days', 'paracetamol if feverish' if uk else 'acetaminophen if feverish',
                                                      'report side effects via Yellow Card' if uk else 'report side effects to VAERS', 'record card given',
                                                      'do not drive for 15 min', 'return if swelling or rash'], r.randrange(2, 4))))
    n.ln('Next dose due: {d}', d=r.choice([ctx.d(ctx.ahead(r.randrange(28, 240))), 'N/A', 'autumn booster - TBC']))
    if r.random() < 0.5:
        n.ln('Patient portal: {u}', u=ctx.url())
