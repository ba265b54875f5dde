"""Genres: home environment visit, funding letter, GP review letter, transport assessment (dev406_en)."""
from core import P, pick, chance, digits, letters
import pools_clin as PC
import pools_places as PP
from blocks import T, letterhead, banner, gp_line, signoff, cc_block, hard_neg_line, typist

VEHICLES = ['Ford Transit Custom (rear-entry conversion)', 'Toyota HiAce WAV', 'VW Caddy Maxi Life',
            'Kia Carnival (lowered floor)', 'Peugeot Rifter WAV', 'Dodge Grand Caravan (side-entry ramp)',
            'Chrysler Pacifica (BraunAbility)', 'Renault Kangoo WAV', 'Mercedes Sprinter tail-lift',
            'Fiat Doblo rear ramp', 'Toyota Sienna (side-entry)']
WTORS = ["4-point strap tie-down (Q'Straint QRT Max)", 'Dahl docking station', 'EZ Lock docking system',
         'Unwin 4-point retractors', 'AMF-Bruns tie-downs']


def homevisit(n, c, rng):
    ot = c.staff['ot']
    n.t(pick(rng, ['HOME ENVIRONMENT VISIT\n', 'Home Access Assessment - Wheelchair\n',
                   'Environmental Visit Report\n', 'HOME VISIT - WHEELCHAIR ACCESS\n']))
    n.w('Service: {s}\n', s=c.svc)
    banner(n, c, rng, compact=True)
    n.w('Visit date: {d}, {tm}\n', d=c.wd(0), tm='%d:%02d%s' % (rng.randint(9, 12), pick(rng, [0, 15, 30, 45]),
                                                               pick(rng, ['', ' am', 'am'])))
    n.t('Address visited:\n')
    n.e(c.addr_lines())
    n.t('\n')
    n.w('Present: {pt}, {fn} ({rel}), {ot} ({t})', pt=c.pt.t(), fn=c.fam.fl(), rel=c.fam.rel, ot=ot.fl(), t=T(c, 'ot'))
    if chance(rng, 0.4):
        n.w(', community OT {o}', o=c.staff['physio'].fl())
    n.t('\n\nPROPERTY\n')
    ptype = pick(rng, ['Semi-detached house, two storeys', 'Single-level bungalow', 'First-floor flat with shared lift',
                       'Ground-floor unit', 'Rented townhouse', 'Farmhouse, uneven yard', 'Mobile home on private site'])
    n.t(ptype + '. ')
    if ('flat' in ptype or 'unit' in ptype) and chance(rng, 0.7):
        n.w('Building: {b}. ', b=P(pick(rng, PP.BUILDING), 'LOCATION_OTHER'))
    n.w('Tenure: {t}', t=pick(rng, ['owner-occupied', [P(PP.stem(rng) + ' Housing Association', 'ORGANIZATION'), ' tenancy'],
                                     ['council tenancy (', P(PP.stem(rng) + ' ' + pick(rng, ['Borough Council', 'City Council',
                                                                                              'County Council', 'Shire Council']),
                                                             'ORGANIZATION'), ')'], 'private rental']))
    n.t('.\n')
    if chance(rng, 0.4):
        n.w('Landlord contact: {l}, {t}\n', l=P(pick(rng, ['Kevin', 'Deborah', 'Imran', 'Lorraine', 'Aidan']) + ' ' +
                                                pick(rng, ['Marsh', 'Oduya', 'Kerr', 'Pollard', 'Singh']), 'FAMILY'),
            t=c.phone())
    n.t('\nACCESS MEASUREMENTS\n')
    for item in rng.sample(PC.ENV_ITEMS, rng.randint(5, 9)):
        n.t('- %s: %s\n' % (item, pick(rng, ['OK', 'problem', 'manageable with assistance', 'not accessible',
                                             'tight but passable', 'needs adaptation'])))
    n.t('Chair overall width: %d cm; turning circle required approx. %d cm.\n' % (rng.randint(58, 72), rng.randint(120, 170)))
    n.t('\nPARKING / OUTDOORS\n')
    the, lm = PP.landmark(rng)
    n.w(pick(rng, ['Steep drive (approx 1:8). Bus stop outside {the}{lm}, 150 m.\n',
                   'On-street parking only; dropped kerb near {the}{lm}.\n',
                   'Level drive, car port. Footpath to {the}{lm} has broken paving.\n']), the=the, lm=P(lm, 'LOCATION_OTHER'))
    if chance(rng, 0.4):
        n.w('Neighbour {nb} has a key and helps with bins.\n', nb=c.rels[1].fl() if c.rels[1].rel == 'neighbour'
            else P(pick(rng, ['Rita', 'Des', 'Mahmood', 'Glenys']) + ' ' + pick(rng, ['Doherty', 'Cole', 'Akhtar']), 'FAMILY'))
    n.t('\nRECOMMENDATIONS\n')
    recs = ['Modular ramp to front door (gradient 1:12, %d m)' % rng.randint(2, 6),
            'Widen bathroom door to 80 cm clear', 'Remove thresholds / fit threshold ramps',
            'Level-access shower with tip-up seat', 'Powered door opener',
            'Through-floor lift (referral for grant)', 'Charging point in hallway for power chair',
            'Rearrange lounge furniture to give 150 cm turning space', 'Replace deep-pile carpet with vinyl']
    for i, r in enumerate(rng.sample(recs, rng.randint(3, 5)), 1):
        n.t('%d. %s\n' % (i, r))
    n.w('Referral made to {c} for adaptations grant; case ref {r}.\n',
        c=P(PP.stem(rng) + ' ' + pick(rng, ['Council', 'Housing Adaptations Team', 'Home Modifications Service']),
            'ORGANIZATION'), r=c.idnum('case'))
    n.t(pick(rng, ['Standard: ', 'Ref: ']) + pick(rng, PC.STANDARDS_CC[c.cc]) + '.\n')
    signoff(n, c, rng, ot)


def _addressee(n, c, rng):
    n.e(c.pt.t() if chance(rng, 0.5) else [c.pt.title + ' ', c.pt.fl()])
    n.t('\n')
    n.e(c.addr_lines(country=chance(rng, 0.4)))
    n.t('\n\n')


def funding(n, c, rng):
    cc = c.cc
    mgr = c.staff['admin']
    if cc == 'US':
        org = P(PP.stem(rng) + pick(rng, [' Health Plan', ' Community Health Choice', ' Care Advantage']), 'ORGANIZATION')
    elif cc == 'AU':
        org = P(PP.stem(rng) + pick(rng, [' Plan Management', ' Plan Partners']), 'ORGANIZATION')
    elif chance(rng, 0.35):
        org = c.charity
    else:
        org = c.svc
    if org is c.svc:
        letterhead(n, c, rng, org=org)
        tel, mail = c.svc_tel, c.svc_email
    else:
        slug = ''.join(ch for ch in org[0].split()[0].lower() if ch.isalpha())
        dom = pick(rng, ['example.org', 'example.net', 'example.com'])
        mail = P('%s.%s@%s' % (slug, pick(rng, ['grants', 'funding', 'enquiries', 'priorauth']), dom), 'EMAIL')
        tel = c.phone(place=c.C.place(rng))
        letterhead(n, c, rng, org=org, addr=c.C.address(rng, c.C.place(rng)), tel=tel,
                   fax=P(c.C.phone(rng, c.C.place(rng)), 'FAX'), email=mail,
                   url=P('www.%s/%s' % (dom, slug), 'URL'))
    n.e(pick(rng, [c.D(0), c.D(0, 'dmy_l' if not c.C.mdy else 'mdy_l')]))
    n.t('\n\n')
    _addressee(n, c, rng)
    title = {'GB': 'Personal Wheelchair Budget - voucher confirmation',
             'US': 'Prior authorization decision - power mobility device',
             'CA': 'Assistive Devices Program - funding approval',
             'AU': 'NDIS assistive technology - quote approval',
             'NZ': 'ACC - approval of wheelchair and seating',
             'IE': 'Aids and Appliances - approval of funding'}[cc]
    n.w('Dear {s},\n\nRe: {t}\n', s=c.pt.t() if chance(rng, 0.7) else c.pt.f(), t=title)
    n.w('Name: {p}   DOB: {d}\n', p=c.pt.full(), d=c.date(c.dob))
    if c.plan:
        n.w('{l}: {v}\n', l=c.plan_l, v=c.plan)
    if c.nat and chance(rng, 0.6):
        n.w('{l}: {v}\n', l=c.nat_l, v=c.nat)
    n.w('Our reference: {r}\n\n', r=c.idnum('voucher'))
    amt = '{:,}'.format(rng.randint(600, 30000))
    cur = T(c, 'cur')
    if cc == 'GB':
        n.w('Following your assessment at {s} on {d}, I am pleased to confirm a Personal Wheelchair Budget of {c}{a} '
            'towards the {m}. ', s=c.svc, d=c.D(-rng.randint(10, 50)), c=cur, a=amt, m=c.chair_new)
        n.t(pick(rng, ['You have chosen the notional option; the service will buy and maintain the chair. ',
                       'You have chosen a third-party (voucher) budget; you may add a top-up to choose a different model. ']))
    elif cc == 'US':
        n.w('Your request for a {m} submitted by {s} on {d} has been APPROVED under authorization number {a}. ',
            m=c.chair_new, s=c.supplier, d=c.D(-rng.randint(10, 50)), a=P('PA' + digits(rng, 9), 'IDNUM'))
        n.t('Coverage is subject to your plan deductible and coinsurance (20%). This is not a guarantee of payment. ')
        n.w('Claim account {a}. ', a=c.account())
    elif cc == 'CA':
        n.w('The Assistive Devices Program has approved funding for the {m} authorized by {o} (Authorizer # {n}). ',
            m=c.chair_new, o=c.staff['ot'].fl(), n=P(digits(rng, 6), 'LICENSE'))
        n.w('ADP will pay 75% of the approved price ({c}{a}); the remaining 25% may be covered by {ch}. ',
            c=cur, a=amt, ch=c.charity)
    elif cc == 'AU':
        n.w('The quote from {s} dated {d} ({q}) for {c}{a} has been approved against your Capital - Assistive '
            'Technology budget. ', s=c.supplier, d=c.D(-rng.randint(10, 50)), q=c.idnum('quote'), c=cur, a=amt)
        n.t('Please ask your supplier to claim through your plan manager within 60 days. ')
    elif cc == 'NZ':
        n.w('ACC has approved the {m} and {cu} cushion recommended by {o} on {d}. ', m=c.chair_new, cu=c.cushion,
            o=c.staff['ot'].fl(), d=c.D(-rng.randint(10, 50)))
        n.w('Purchase order {po} has been issued to {s}. ', po=c.idnum('po'), s=c.supplier)
    else:
        n.w('Funding of {c}{a} has been approved for the {m} recommended at {s}. ', c=cur, a=amt, m=c.chair_new, s=c.svc)
        n.w('Your medical card will be checked on delivery. ')
    if chance(rng, 0.5) and cc != 'CA':
        n.w('A contribution of {c}{a} has also been agreed by {ch}. ', c=cur, a='{:,}'.format(rng.randint(100, 3000)), ch=c.charity)
    n.w('The offer is valid until {d}.\n\n', d=c.D(rng.randint(60, 180)))
    n.w('{s} will contact you to arrange delivery. ', s=c.supplier)
    n.w('If you have any questions please contact {a} on {t}', a=mgr.fl(), t=tel)
    if chance(rng, 0.6):
        n.w(' or email {e}', e=mail)
    n.t('.\n')
    if chance(rng, 0.4):
        n.w('Information about your rights: {u}\n', u=c.svc_url)
    n.t('\nYours sincerely,\n\n')
    n.e(mgr.fl())
    n.t('\n' + pick(rng, ['Service Manager', 'Funding Coordinator', 'Utilisation Review', 'Grants Officer']) + '\n')
    if chance(rng, 0.5):
        n.w('\ncc: {o}, {s}\n', o=c.staff['ot'].fl(), s=c.svc)


def gpletter(n, c, rng):
    ot = c.staff[pick(rng, ['ot', 'physio', 'consultant'])]
    letterhead(n, c, rng)
    n.e(c.D(0))
    n.t('\n\n')
    n.w('{d}\n{p}\n', d=c.gp.drf(), p=c.practice)
    n.e(c.addr_lines(c.gp_addr))
    n.t('\n\n')
    n.w('Dear {d},\n\n', d=pick(rng, [c.gp.dr_(), [c.gp.dr + ' ', c.gp.fl()], c.gp.f()]))
    n.w('Re: {p}, DOB {d}', p=pick(rng, [c.pt.full(), c.pt.up()]), d=c.date(c.dob))
    if c.nat:
        n.w(', {l} {v}', l=c.nat_l, v=c.nat)
    n.w('\n{a}\n', a=c.addr_inline())
    seen = -rng.randint(1, 14)
    n.w('Clinic: {s}, {d}\n\n', s=c.svc, d=c.D(seen))
    n.w('I reviewed {p} in the {k} on {d}', p=c.pt.t(), k=pick(rng, ['seating clinic', 'wheelchair clinic',
                                                                    'posture and mobility clinic', 'joint spasticity/seating clinic']),
        d=c.D(seen, style=pick(rng, [None, 'dmy_l' if not c.C.mdy else 'mdy_l'])))
    if chance(rng, 0.7):
        n.w(', accompanied by {h} {rel} {f}', h=c.his, rel=c.fam.rel, f=c.fam.f())
    n.t('. ')
    n.w('{He} is a {a} {s} with {dx}. ', He=c.he.capitalize(), a=c.age_phrase(), s='man' if c.sex == 'M' else 'woman',
        dx=c.dx)
    n.t('\n\n')
    n.t(pick(rng, ['Since the last review there has been a gradual increase in kyphosis and ',
                   'There has been a significant change in function and ', 'Overall things are stable; however ']))
    n.t(pick(rng, ['sitting tolerance has reduced to about 3 hours. ', 'the current chair is no longer appropriate. ',
                   'there is a new area of redness over the sacrum. ', 'spasms are disrupting positioning in the chair. ']))
    n.w('The current {m} (serial {s}) was issued in {y}. ', m=c.chair_old, s=c.sn_chair,
        y=P(str(c.d0.year - rng.randint(2, 9)), 'DATE'))
    n.t('\n\nOutcome:\n')
    for i, x in enumerate(rng.sample(['Provided %s cushion after pressure mapping.' % pick(rng, PC.CUSHION),
                                       'Adjusted back angle and added lateral supports.',
                                       'Prescribed %s; order placed.' % c.chair_new,
                                       'Referred for powered mobility assessment.',
                                       'Advised review of baclofen dose given increased tone (MAS 3).',
                                       'Advised urine dip/MSU if spasms continue.'], 3), 1):
        n.t('%d. %s\n' % (i, x))
    n.t('\nAction for ' + T(c, 'gp') + ': ' + pick(rng, ['none.', 'please review analgesia.', 'please consider referral to spasticity clinic.',
                                                         'please check vitamin D and HbA1c.']) + '\n')
    n.w('We will review {h} again in {m}. ', h=c.him, m=c.my(rng.randint(90, 360)))
    n.t('Please do not hesitate to contact me on ')
    n.e(c.svc_tel if chance(rng, 0.5) else c.phone(place=c.svc_pl))
    n.t('.\n\nYours sincerely,\n')
    signoff(n, c, rng, ot, svc=chance(rng, 0.3))
    typist(n, c, rng, ot)
    cc_block(n, c, rng)


def transport(n, c, rng):
    ot = c.staff['ot']
    n.t(pick(rng, ['WHEELCHAIR TRANSPORTATION ASSESSMENT\n', 'Wheelchair Accessible Vehicle (WAV) Assessment\n',
                   'Transport Safety - Seated in Wheelchair\n', 'VEHICLE & TRANSIT REVIEW\n']))
    n.w('{s}\n', s=c.svc)
    banner(n, c, rng)
    n.w('Date: {d}   Assessor: {o}\n\n', d=c.D(0), o=ot.fl())
    n.t('VEHICLE\n')
    veh = pick(rng, VEHICLES)
    owner = pick(rng, ['own', 'family', 'community transport', 'school transport', 'taxi'])
    n.t('Make/model: %s\n' % veh)
    n.w('Registration: {p}   VIN: {v}\n', p=c.plate(), v=c.vin())
    if owner in ('own', 'family'):
        n.w('Registered keeper: {k}\n', k=pick(rng, [c.pt.fl(), c.fam.fl()]))
        n.w('Converted by {cv} ({d}).\n', cv=P(PP.org(rng, PP.TRANSPORT), 'ORGANIZATION'), d=c.my(-rng.randint(100, 1500)))
        n.w('Main driver: {f} ({rel})', f=c.fam.fl(), rel=c.fam.rel)
        if chance(rng, 0.6):
            n.w(', licence no. {l}', l=P(c.C.dl(rng, c.fam.last, c.fam.first, c.dob, c.fam.sex), 'LICENSE'))
        n.t('\n')
    else:
        org = c.school if owner == 'school transport' else P(PP.org(rng, PP.TRANSPORT), 'ORGANIZATION')
        n.w('Provider: {o}; booking ref {r}; driver {d}\n', o=org, r=c.idnum('case'),
            d=P(pick(rng, ['Gary', 'Pita', 'Noel', 'Sunil', 'Bronwyn']) + ' ' +
                pick(rng, ['Hollis', 'Fa\'atau', 'Kehoe', 'Varma', 'Pike']), 'FAMILY'))
    n.t('\nWHEELCHAIR\n')
    n.w('{m}, SN {s}. ', m=c.chair_old, s=c.sn_chair)
    n.t(pick(rng, ['Crash tested to ISO 7176-19 with transit option; 4 securement points labelled.',
                   'NOT crash tested - client must transfer to vehicle seat.',
                   'Transit kit fitted (ISO 7176-19:2008); tray must be removed in transit.',
                   'Manufacturer confirms WC19 compliance.']) + '\n')
    n.t('Occupied weight: approx %d kg. Seated height (floor to top of head): %d cm.\n' % (
        rng.randint(60, 260), rng.randint(120, 152)))
    n.t('\nRESTRAINT SYSTEM\n')
    n.t('%s; 3-point lap/diagonal occupant restraint anchored to vehicle. Head and back restraint: %s.\n' % (
        pick(rng, WTORS), pick(rng, ['fitted', 'not fitted - recommended', 'adjusted to occiput height'])))
    n.t('Postural belt is NOT a substitute for the vehicle occupant restraint.\n')
    n.t('\nOBSERVATIONS\n')
    n.t(pick(rng, ['Ramp angle 14 deg - attendant required to push up. ', 'Head clearance at door inadequate (needs 5 cm). ',
                   'Tilted 15 deg in transit for head control; tolerated. ', 'Lap belt routed over armrests - corrected. ']))
    n.w('{f} demonstrated tie-down correctly.\n', f=pick(rng, [c.fam.f(), 'Driver']))
    n.t('\nRECOMMENDATIONS\n')
    n.t('- Use forward-facing position only.\n- Remove tray and bags before travel.\n')
    if chance(rng, 0.5):
        n.w('- Letter to {o} re seating position in vehicle.\n', o=c.school if c.child else pick(rng, [c.employer, c.charity]))
    n.w('- Review at next seating appointment {d}.\n', d=c.D(rng.randint(30, 200)))
    n.t(hard_neg_line(rng, c) + '\n')
    signoff(n, c, rng, ot)
