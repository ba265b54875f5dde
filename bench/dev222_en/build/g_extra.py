"""Own genres: travel health consultation; home delivery / compliance aid log; e-prescription audit log."""
import datetime
import core as C
import meds as M
import blocks as B
import people as PE
import pools as P


def travel(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    ctx.community = True
    clinic = r.choice(['{ph} Travel Clinic', '{ph}', '{h} Travel Health Service'])
    n.ln('{c}', c=(clinic.format(ph=ctx.pharmacy, h=ctx.hosp), 'HOSPITAL'))
    B.site_line(n, ctx, 0.5)
    n.ln(r.choice(['TRAVEL HEALTH RISK ASSESSMENT', 'Travel consultation record', 'PRE-TRAVEL CONSULTATION']))
    n.ln('Date: {d}   Pharmacist: {nm}', d=ctx.d(ctx.today), nm=ctx.sname(ph, r.choice(['full', 'init_sur'])))
    n.ln('Traveller: {nm}   DOB: {dob} ({a})', nm=ctx.pname(r.choice(['full', 'title_full', 'sur_comma', 'caps_comma'])), dob=ctx.d(p['dob']),
         a=B.age(ctx, r.choice(['yrs', 'y', 'years', 'sexafter'])))
    n.ln('Contact: {m}{e}', m=(p['mobile'], 'PHONE'), e=['  ', ctx.email(p['given'].lower().replace(' ', '') + '.' + p['family'].lower().replace("'", '').replace(' ', ''))]
         if r.random() < 0.6 else '')
    n.ln('Occupation: {o}', o=(p['prof'], 'PROFESSION'))
    comp = r.randrange(4)
    k = p['nok']
    if comp == 0:
        n.ln('Travelling with {rel} {k} (seen separately today).', rel=k['rel'], k=B.fam(ctx, 'full'))
    elif comp == 1:
        n.ln('Travelling alone.')
    elif comp == 2:
        n.ln('Group trip - {o}, {x} travellers.', o=(r.choice(['Grace Community Church', 'St. Ignatius Parish', 'Westgate Academy', 'Lakeshore High School',
                                                                'Harbourside Rotary Club', 'Kestrel Valley Scouts']), 'ORGANIZATION'), x=str(r.randrange(6, 30)))
    else:
        n.ln('Business travel for employer ({e}).', e=(p['employer'], 'ORGANIZATION'))
    n.nl()
    legs = B.pick(r, P.TRAVEL, r.randrange(1, 4))
    dep = ctx.ahead(r.randrange(7, 70))
    n.ln(r.choice(['Itinerary:', 'ITINERARY', 'Destinations / dates:']))
    d = dep
    for country, cities in legs:
        days = r.randrange(5, 30)
        end = d + datetime.timedelta(days=days)
        cs = B.pick(r, cities, r.randrange(1, len(cities) + 1))
        pieces = []
        for i, c in enumerate(cs):
            pieces += [(c, 'CITY'), ', ' if i < len(cs) - 1 else '']
        n.ln('  {c} ({cs})  {a} - {b}  {x}', c=(country, 'COUNTRY'), cs=pieces, a=ctx.ds(d), b=ctx.ds(end),
             x=r.choice(['urban hotels', 'rural, homestay', 'trekking/camping', 'staying with family', 'beach resort', 'volunteering - clinic']))
        d = end
    if r.random() < 0.25:
        n.ln('Wants to travel over {h} - {x}.', h=(r.choice(['Easter', 'Christmas', 'Diwali', 'Eid', 'Thanksgiving' if not uk else 'the Easter holidays']), 'DATE'),
             x=r.choice(['flights booked', 'dates flexible', 'visiting family']))
    n.ln('Return {d}. Purpose: {x}.', d=ctx.d(d), x=r.choice(['holiday', 'visiting friends and relatives (VFR)', 'volunteering', 'backpacking', 'honeymoon',
                                                           'work']))
    if r.random() < 0.4:
        born = r.choice(P.BIRTH_COUNTRIES)
        n.ln('Born in {c}; last visited {y}.', c=(born, 'COUNTRY'), y=ctx.d(ctx.ago(r.randrange(400, 3000)), 'year'))
    n.ln('PMH: {x}. Meds: {m}. Allergies: {a}.', x=', '.join(B.pick(r, M.PMH, r.randrange(0, 3))) or 'nil of note',
         m=', '.join(B.drug_text(ctx, dd, 0)[0] for dd in B.drugs(ctx, r.randrange(0, 3))) or 'nil', a=B.allergies(ctx))
    if p['sex'] == 'F' and p['age'] < 45:
        n.ln('Pregnancy: {x}', x=r.choice(['not pregnant', 'not planning during travel', 'not pregnant, on COC']))
    n.nl()
    n.ln('Vaccine history:')
    for vac in B.pick(r, ['Tetanus/diphtheria/polio', 'Typhoid', 'Hepatitis A', 'Yellow fever', 'MMR x2', 'Rabies', 'Cholera'], r.randrange(1, 4)):
        n.ln('  {v}: {d}', v=vac, d=r.choice([ctx.d(ctx.ago(r.randrange(200, 4000)), r.choice(['year', 'mon_year', 'month_year', ctx.dstyle])), 'childhood (per pt)', 'unknown']))
    n.nl()
    n.ln(r.choice(['Risk assessment:', 'RISK ASSESSMENT / ADVICE']))
    mal = r.random() < 0.6
    n.ln('  Malaria: {x}', x=r.choice(['high risk (P. falciparum) in itinerary', 'risk in rural areas of itinerary']) if mal else
         r.choice(['low risk - bite avoidance only', 'no risk at destinations']))
    n.ln('  Rabies: {x}', x=r.choice(['rural travel, cycling - PrEP advised', 'low risk, advised re animal contact', 'PrEP declined']))
    if r.random() < 0.4:
        n.ln('  Altitude: {x}', x=r.choice(['trek above 3500m - acetazolamide 125mg BD discussed', 'trek to 4100m - ascent profile advice', 'n/a']))
    n.ln('Given today:')
    given = B.pick(r, M.TRAVEL_VACCINES, r.randrange(1, 4))
    for name, prod in given:
        n.ln('  {v} ({p}) batch {b} {s}', v=name, p=prod, b=M.lot(r), s=r.choice(M.SITES))
        if name == 'Yellow fever':
            n.ln('  ICVP certificate no. {c} issued, valid from {d}.', c=('YF%07d' % r.randrange(10 ** 7), 'LICENSE'), d=ctx.d(ctx.ahead(10)))
    if mal:
        drug = r.choice(['Atovaquone/proguanil 250/100mg', 'Doxycycline 100mg', 'Mefloquine 250mg weekly' if r.random() < 0.2 else 'Atovaquone/proguanil 250/100mg'])
        n.ln('Malaria prophylaxis: {d} - start {a}, continue until {b}; {q} supplied ({how}).', d=drug, a=ctx.ds(dep - datetime.timedelta(days=2)),
             b=ctx.ds(d + datetime.timedelta(days=7 if 'Atovaquone' in drug else 28)), q=str(r.choice([24, 30, 45, 56])),
             how=r.choice(['PGD', 'private Rx', 'PSD']) if uk else r.choice(['Rx sent', 'CPA protocol']))
    n.ln('Advice given: food & water hygiene, DEET 50%, sun, travel insurance, {x}.', x=r.choice(['travellers\' diarrhoea', 'DVT on long-haul flights', 'STI risk', 'road safety']))
    two = [g[0] for g in given if g[0].split(' ')[0] in ('Rabies', 'Japanese', 'Hepatitis', 'Cholera')]
    if two:
        n.ln('Next appt: {d} for {x} dose 2.', d=ctx.d(ctx.ahead(r.choice([7, 21, 28]))), x=two[0])
    if r.random() < 0.5:
        n.ln('Emergency contact: {rel} {k}, {t}. Travel insurance: {i}.', rel=p['nok']['rel'], k=B.fam(ctx, 'full'), t=(p['nok']['phone'], 'PHONE'),
             i=r.choice(['confirmed', 'not yet arranged - advised', 'annual multi-trip policy']))
    n.ln('Fee: {c}{v}  Paid by card.', c='£' if uk else '$', v=str(r.randrange(45, 380)))
    if r.random() < 0.4:
        n.ln('Booking ref {x} via {u}', x=('TRV-%06d' % r.randrange(10 ** 6), 'IDNUM'), u=ctx.url())
    B.signature(n, ctx, ph, ph.get('sig'))


# ----------------------------------------------------------- delivery log
def delivery(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    ctx.community = True
    n.ln('{ph} - {t}', ph=(ctx.pharmacy, 'HOSPITAL'), t=r.choice(['HOME DELIVERY & COMPLIANCE AID RECORD', 'Delivery + MDS patient record',
                                                                   'Home Delivery Manifest / Patient Log']))
    B.site_line(n, ctx, 0.3)
    n.ln('Patient: {nm}{nk}', nm=ctx.pname(r.choice(['title_full', 'caps_comma', 'full', 'sur_comma'])),
         nk=[' (prefers "', ctx.pname('nick'), '")'] if p.get('nick') and r.random() < 0.6 else '')
    for line in PE.addr_lines(p['addr'], r):
        n.ln('   {l}', l=line)
    n.ln('Tel: {t}   Alt: {rel} {k} {kt}', t=(p['phone'], 'PHONE'), rel=p['nok']['rel'], k=B.fam(ctx, 'full'), kt=(p['nok']['phone'], 'PHONE'))
    n.ln('DOB: {d}   {lab} {m}', d=ctx.d(p['dob']), lab='NHS' if uk else 'Profile#', m=(p['nhs'] if uk else p['mrn'], 'MRN'))
    if uk and r.random() < 0.45:
        n.ln('Exemption: {e} - NI {ni}', e=r.choice(['aged 60+', 'Universal Credit', 'Pension Credit', 'medical exemption cert']), ni=(p['ni'], 'SSN'))
    n.ln('Access: {a}', a=r.choice(['key safe (code on PMR - do not write on manifest)', 'ring and wait, slow to door', 'dog - knock at side door',
                                    'flat on 3rd floor, buzzer broken - phone on arrival', 'leave with neighbour if no answer (consent on file)']))
    n.ln('Delivery day: {d}, route {x}', d=r.choice(['Tuesdays', 'Thursdays', 'Mon/Thu', 'Fridays', 'alternate Wednesdays']), x=str(r.randrange(1, 9)))
    n.nl()
    if r.random() < 0.8:
        n.ln(r.choice(['MDS (7-day blister) - 4 trays dispensed weekly', 'Compliance aid: Venalink weekly', 'Blister packs - 28 day batch (eRD)']))
        n.raw('Medicine'.ljust(46) + 'Morn  Lunch  Tea  Bed\n')
        bad = ('Insulin', 'Enoxaparin', 'Tinzaparin', 'Semaglutide', 'Salbutamol', 'Fostair', 'Tiotropium', 'Oramorph', 'Methadone',
               'Buprenorphine', 'Warfarin', 'Fentanyl', 'Lactulose', 'Laxido', 'Alendronic', 'Methotrexate', 'Co-codamol')
        oral = [d for d in B.drugs(ctx, 30) if not d[0].startswith(bad)]
        oral = [d for d in oral if 'PRN' not in ' '.join(d[4] + d[5])]
        for d in oral[:r.randrange(3, 8)]:
            t, _ = B.drug_text(ctx, d, 0)
            fq = t.upper()
            q = '2' if ('2 TAB' in t.upper() or '2 PUFF' in t.upper()) else '1'
            if 'QDS' in fq or 'QID' in fq or '4-6' in fq:
                slots = [q, q, q, q]
            elif 'TDS' in fq or 'TID' in fq:
                slots = [q, q, q, '']
            elif 'BD' in fq or 'BID' in fq or 'TWICE' in fq or '12' in fq:
                slots = [q, '', '', q] if r.random() < 0.6 else [q, '', q, '']
            elif 'ON' in fq.split() or 'QHS' in fq or 'NIGHT' in fq or 'NOCTE' in fq or 'BEDTIME' in fq:
                slots = ['', '', '', q]
            else:
                slots = [q, '', '', '']
            n.add(t.ljust(46) if len(t) < 44 else t + '  ', slots[0].ljust(6), slots[1].ljust(7), slots[2].ljust(5), slots[3], '\n')
        n.ln('Outside pack: {x}', x=r.choice(['inhalers, Oramorph', 'insulin pens (fridge)', 'alendronic acid weekly (Mon)' if uk else 'alendronate weekly (Sun)', 'none']))
        n.nl()
    n.ln(r.choice(['Changes:', 'CHANGE LOG']))
    chg = [
            ['amlodipine increased to 10mg per GP letter (', B.doc(ctx, staff=ctx.gp)[0], ')'],
            ['discharge from ', (ctx.hosp, 'HOSPITAL'), ' - DMS received, new pack made' if uk else ' - new med list received, packs re-made'],
            'furosemide stopped - packs re-made', 'moved to 2-weekly delivery at pt request',
            ['hospital admission - deliveries paused; ', p['nok']['rel'], ' informed'],
            'Rx late from surgery - chased', ['deliveries paused over ', (r.choice(['Christmas', 'Christmas', 'Easter', 'New Year']), 'DATE'), ' - staying with ', p['nok']['rel']]]
    days = sorted(r.sample(range(3, 150), 3), reverse=True)
    for k_, x in enumerate(B.pick(r, chg, r.randrange(1, 4))):
        n.ln('  {d} - {x}', d=ctx.ds(ctx.ago(days[k_])), x=x)
    n.nl()
    n.ln(r.choice(['DELIVERY LOG', 'Deliveries:', 'Delivery record']))
    n.raw('Date | Items | Driver | Vehicle | Received by | Notes\n')
    drivers = [PE.make_person(r, uk=uk) for _ in range(2)]
    plates = [C.uk_reg(r) if uk else C.us_plate(r) for _ in range(2)]
    d0 = ctx.ago(r.randrange(20, 50))
    sty = r.choice(ctx.short_styles + [ctx.dstyle])
    k = p['nok']
    for i in range(r.randrange(3, 7)):
        d0 = d0 + datetime.timedelta(days=r.choice([7, 7, 7, 14, 3]))
        j = r.randrange(2)
        rb = r.randrange(5)
        if rb == 0:
            recv = ['pt']
        elif rb == 1:
            recv = [k['rel'], ' (', B.fam(ctx, 'given'), ')']
        elif rb == 2:
            nb = PE.make_person(r, uk=uk)
            recv = ['neighbour ', C.name(nb, r.choice(['title_sur', 'full']), 'FAMILY')]
        elif rb == 3:
            recv = ['carer ', C.name(PE.make_person(r, uk=uk), 'given', 'FAMILY')]
        else:
            recv = ['-']
        note = r.choice(['', '', 'fridge item - cool bag', 'CD - signature obtained', ['no answer, card left, phoned ', (p['phone'], 'PHONE')],
                         'returned to pharmacy', 'old trays collected for disposal'])
        if rb == 4:
            note = r.choice(['FAILED - no answer, card left', ['FAILED - pt in hospital per ', k['rel']]])
        n.add((C.fmt_date(d0, sty), 'DATE'), ' | ', r.choice(['4x MDS', '1x MDS + inhaler', '2 bags', 'MDS x4 + Oramorph' if uk else 'MDS x4 + CII (signature)', '1 bag (fridge)']), ' | ',
              C.name(drivers[j], r.choice(['given', 'full', 'init_sur']), 'DOCTOR'), ' | ', (plates[j], 'VEHICLE'), ' | ', recv, ' | ', note, '\n')
    n.nl()
    if not uk and r.random() < 0.5:
        n.ln('Overflow items sent via {c}, tracking {t}.', c=(r.choice(P.COURIERS), 'ORGANIZATION'), t=('1Z%s' % C.digits(r, 12), 'IDNUM'))
    if r.random() < 0.3:
        n.ln('Van {v} GPS log checked for {d} delivery time query - arrived {t}.', v=(plates[0], 'VEHICLE'), d=ctx.ds(d0), t=ctx.time())
    if r.random() < 0.2:
        n.ln('Fleet record: VIN {v}.', v=(C.vin(r), 'VEHICLE'))
    if r.random() < 0.4:
        n.ln('Online tracking: {u}', u=ctx.url())
    B.signature(n, ctx, ph, ph.get('sig'))


# ----------------------------------------------------------- eRx audit log
EVENTS_UK = ['DOWNLOADED from Spine', 'LABELS PRINTED', 'CLINICAL CHECK', 'ACCURACY CHECK', 'DISPENSE NOTIFICATION sent', 'CLAIM SUBMITTED',
             'RETURNED TO SPINE', 'NOMINATION CHANGED']
EVENTS_US = ['NewRx RECEIVED (Surescripts)', 'DATA ENTRY', 'INSURANCE ADJUDICATED', 'RPh VERIFICATION', 'FILLED', 'SOLD / POS',
             'RxChangeRequest SENT', 'CancelRx RECEIVED', 'RxRenewalRequest SENT']


def audit_log(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    ctx.community = True
    presc = PE.make_staff(r, uk, 'doctor')
    tech = PE.make_staff(r, uk, 'tech')
    if uk:
        n.ln(r.choice(['EPS PRESCRIPTION TRACKER - AUDIT TRAIL', 'Electronic Prescription Service - exception report', 'EPS dispensing audit']))
        n.ln('Dispenser: {ph} (ODS {o})', ph=(ctx.pharmacy, 'HOSPITAL'), o=('F%s%d%d' % (C.letters(r, 1), r.randrange(10), r.randrange(10)) + C.letters(r, 1), 'IDNUM'))
        rid = '%s-%s-%s' % (C.letters(r, 6, 'ABCDEF0123456789'), C.letters(r, 6, 'ABCDEF0123456789'), C.letters(r, 6, 'ABCDEF0123456789X'))
        n.ln('Prescription ID: {x}   Type: {t}', x=(rid, 'IDNUM'), t=r.choice(['acute', 'repeat dispensing (eRD) issue 3 of 6', 'acute - CD Sch 3']))
        n.ln('Patient: {nm}   NHS No {nhs}   DOB {dob}', nm=ctx.pname(r.choice(['caps_comma', 'title_full', 'full'])), nhs=(p['nhs'], 'MRN'), dob=ctx.d(p['dob']))
        n.ln('Prescriber: {d}, {pr} (ODS {o})', d=C.name(presc, 'title_init_sur', 'DOCTOR'), pr=(ctx.gp_practice, 'HOSPITAL'),
             o=('%s%05d' % (C.letters(r, 1), r.randrange(10 ** 5)), 'IDNUM'))
    else:
        n.ln(r.choice(['E-PRESCRIBING TRANSACTION LOG', 'eRx Audit Trail - Pharmacy Management System', 'Surescripts message history']))
        n.ln('Pharmacy: {ph}  NCPDP {x}  NPI {np}', ph=(ctx.pharmacy, 'HOSPITAL'), x=('%07d' % r.randrange(10 ** 7), 'IDNUM'), np=(C.npi(r), 'LICENSE'))
        n.ln('MessageID: {m}', m=(''.join(r.choice('0123456789abcdef') for _ in range(32)), 'IDNUM'))
        n.ln('Patient: {nm}  DOB {dob}  {ad}', nm=ctx.pname(r.choice(['caps_comma', 'full', 'sur_comma'])), dob=ctx.d(p['dob']), ad=PE.addr_oneline(p['addr'], r))
        n.ln('Prescriber: {d}, {c}  NPI {np}  DEA {dea}', d=C.name(presc, 'full', 'DOCTOR'), c=presc['cred'], np=(presc['reg'], 'LICENSE'), dea=(presc['dea'], 'LICENSE'))
        if r.random() < 0.6:
            n.ln('EPCS: two-factor signed - {x}', x=r.choice([['hard token SN ', ('%s%08d' % (r.choice(['VSST', 'TKN', 'YK']), r.randrange(10 ** 8)), 'DEVICE')],
                                                               ['biometric (fingerprint) credential ', ('FPC-%07d' % r.randrange(10 ** 7), 'BIOID')],
                                                               ['mobile push + PIN, device ID ', ('%s-%s' % (C.letters(r, 4, 'ABCDEF0123456789'), C.letters(r, 8, 'ABCDEF0123456789')), 'DEVICE')]]))
    ds = B.drugs(ctx, r.randrange(1, 4))
    n.ln('Items: {x}', x='; '.join(B.drug_text(ctx, d, 0)[0] for d in ds))
    n.nl()
    n.ln('EVENT LOG')
    ev = EVENTS_UK if uk else EVENTS_US
    t0 = datetime.datetime(ctx.today.year, ctx.today.month, ctx.today.day, r.randrange(8, 12), r.randrange(60), r.randrange(60)) - datetime.timedelta(days=r.randrange(0, 3))
    users = [ph, tech]
    ip1, ip2 = C.ip_private(r), C.ip_private(r)
    k = r.randrange(4, min(8, len(ev)) + 1)
    seq = ev[:k]
    if r.random() < 0.5:
        seq = seq[:2] + [r.choice(ev[k:] or ev)] + seq[2:]
    for i, e in enumerate(seq):
        t0 = t0 + datetime.timedelta(minutes=r.randrange(1, 95), seconds=r.randrange(60))
        u = users[r.randrange(2)]
        ds_ = C.fmt_date(t0.date(), r.choice(['iso']) if i else 'iso')
        n.add((ds_, 'DATE'), ' %02d:%02d:%02d  ' % (t0.hour, t0.minute, t0.second), e.ljust(30), 'user ', (u['user'], 'USERNAME'))
        if r.random() < 0.6:
            n.add('  ws ', (ip1 if u is ph else ip2, 'IPADDR'))
        n.nl()
    n.nl()
    n.ln(r.choice(['EXCEPTION:', 'Issue:', 'Note:']))
    if uk:
        x = r.randrange(4)
        if x == 0:
            n.ln('Prescription not found on Spine - nomination changed to {o} on {d}. Phoned surgery {t}, spoke to {rc} (reception); reissued.',
                 o=(PE.fac_name(r, P.UK_PHARM_FMT), 'HOSPITAL'), d=ctx.ds(ctx.ago(r.randrange(1, 20))), t=ctx.phone(), rc=C.name(PE.make_person(r), 'given', 'DOCTOR'))
        elif x == 1:
            n.ln('PDS demographics mismatch - surname on Rx {a}, PDS {b}. Patient confirmed change of name on {d}.',
                 a=(p['family'] if r.random() < 0.5 else p['family'].upper(), 'PATIENT'), b=(r.choice(P.SURNAMES), 'PATIENT'), d=ctx.ds(ctx.ago(r.randrange(30, 300))))
        elif x == 2:
            n.ln('Claim rejected (endorsement missing - out of stock, special ordered). Resubmitted by {u} from {ip}.', u=(tech['user'], 'USERNAME'), ip=(C.ip_private(r), 'IPADDR'))
        else:
            n.ln('Smartcard session timed out mid-release; duplicate download attempt blocked. IT ticket {t} raised; {e}', t=('INC%07d' % r.randrange(10 ** 7), 'IDNUM'),
                 e=ctx.email('servicedesk'))
    else:
        x = r.randrange(4)
        if x == 0:
            n.ln('RxChangeRequest sent - prior auth required by {pl}; prescriber office ({t}) notified. Member ID {m}.', pl=(p['insurer'], 'ORGANIZATION'), t=ctx.phone(),
                 m=(p['member'], 'HEALTHPLAN'))
        elif x == 1:
            n.ln('CancelRx received from {d} office {dt} - dose change; new Rx received. Pt notified at {t}.', d=C.name(presc, 'title_sur' if presc['title'] else 'full', 'DOCTOR'),
                 dt=ctx.ds(ctx.today), t=(p['mobile'], 'PHONE'))
        elif x == 2:
            n.ln('Duplicate NewRx (same drug, different NPI) flagged by {u}; PDMP checked {d}, report {q}.', u=(ph['user'], 'USERNAME'), d=ctx.ds(ctx.today),
                 q=('%010d' % r.randrange(10 ** 10), 'IDNUM'))
        else:
            n.ln('Claim rejected 70 (NDC not covered). Billed secondary; claim ref {c}. Remote session from {ip} by help desk ({e}).',
                 c=('%012d' % r.randrange(10 ** 12), 'ACCOUNT'), ip=(C.ip_private(r), 'IPADDR'), e=ctx.email('helpdesk'))
    if r.random() < 0.5:
        n.ln('Patient contact: {x}', x=r.choice([['text sent to ', (p['mobile'], 'PHONE'), ' at ', ctx.time()], ['left voicemail on ', (p['phone'], 'PHONE')],
                                                   ['spoke with ', p['nok']['rel'], ' ', B.fam(ctx), ' who will collect']]))
    if r.random() < 0.5:
        n.ln('Dispensing notes: {x}', x=r.choice(['generic substituted', 'brand-specific (do not switch)', 'short-dated stock - 3 months expiry',
                                                  'split pack - owing 14 tabs', 'manufacturer shortage; alternative strength supplied after prescriber OK']))
    if r.random() < 0.7:
        n.ln('Resolution: {x}', x=r.choice([
            ['dispensed and collected ', ctx.ds(ctx.ahead(r.randrange(0, 3))), ' by ', r.choice(['patient', p['nok']['rel']]), '.'],
            ['prescriber ', C.name(presc, 'title_sur' if presc['title'] else 'full', 'DOCTOR'), ' re-sent Rx; processed by ', (tech['user'], 'USERNAME'), '.'],
            'pending - patient to call back.', ['owing slip issued; balance ready ', ctx.ds(ctx.ahead(2)), '.']]))
    if r.random() < 0.4:
        n.ln('Logged by {nm} ({c}).', nm=C.name(tech, r.choice(['full', 'init_sur']), 'DOCTOR'), c=tech['cred'])
    B.signature(n, ctx, ph, r.choice([1, 4, 6]))
