"""Genres: skin prick test results sheet, specific IgE lab report, anaphylaxis ED notification."""
import fmt
import case as CA
import clin
import pools_people as PP
from common import nm, st, lic, dt, addr, age, age_sex, ids_line, hp_label, mrn_label, email, hosp_head
from case import paed, adr, emerg


def spt_sheet(r, c, d):
    d.add(r.choice(['SKIN PRICK TEST RESULTS', 'Skin Prick Testing Record', 'ALLERGY SKIN TEST WORKSHEET', 'SPT Results Sheet']), '\n')
    d.add(('HOSP', c.hosp['name']), ' - ', r.choice(['Allergy Clinic', 'Allergy Outpatients', 'Allergy Testing Room']))
    if r.random() < 0.6:
        d.add(', room ', ('LOC', str(r.randint(1, 14))))
    d.add('\n\n')
    d.add('Patient: ', nm(r, c.pt, 'PAT', r.choice(['LFU', 'full', 'LF'])), '   DOB: ', dt(r, c, c.dob), '   Age: ', *age(r, c, r.choice(['num', 'y', 'ym'])))
    d.add('\n', *ids_line(r, c))
    d.add('\n')
    if r.random() < 0.6:
        d.add('Referrer: ', *st(r, c.gp, 'full', cred=''))
        d.add(', ', ('HOSP', c.prac['name']), '\n')
    d.add('Test date: ', dt(r, c, c.visit), '   Applied: ', fmt.ftime(r, 9), '   Read at 15 min\n')
    if r.random() < 0.5:
        d.add('Last antihistamine: ', dt(r, c, fmt.add_days(c.visit, -r.randint(5, 14))), ' (', r.choice(['cetirizine', 'Piriton', 'loratadine', 'Zyrtec']), ')\n')
    else:
        d.add('Antihistamine-free > 72 h: ', r.choice(['yes (confirmed by mum)', 'yes', 'yes - per parent']), '\n')
    d.add('Site: ', r.choice(['volar forearm', 'volar forearm (L)', 'upper back (infant)']), '   Lancet: ',
          r.choice(['ALK lancet', 'Stallerpoint', 'single-head lancet', 'Quintip']), '\n')
    d.add('Performed by: ', *st(r, c.cns, r.choice(['full', 'init'])))
    d.add('   Read by: ', nm(r, c.nurse2, 'DOC', r.choice(['full', 'ini'])), '\n\n')
    rows = clin.spt_panel(r, c)
    show_lot = r.random() < 0.5
    d.add('Allergen                         ' + ('Lot        ' if show_lot else '') + 'Wheal (mm)  Flare (mm)  Result\n')
    for a, w, f in rows:
        res = 'POS' if w >= 3 and not a.startswith('Histamine') and not a.startswith('Saline') else ('valid' if a[:3] in ('His', 'Sal') else 'neg')
        lot = (fmt.letters(r, 1) + fmt.digits(r, 6) + '  ') if show_lot else ''
        d.add('%-32s %s%-11s %-11s %s\n' % (a, lot, w, f, res))
    if r.random() < 0.5:
        d.add('Prick-to-prick: fresh %s  %d mm;  %s  %d mm\n' % (c.prim[1], r.randint(3, 15), r.choice(['raw egg white', 'whole milk', 'kiwi', 'banana']), r.randint(0, 8)))
    d.add('\nInterpretation: wheal >= 3 mm above negative control = sensitised. ', r.choice([
        'Sensitisation alone does not confirm clinical allergy.', 'Results discussed with parent in clinic.',
        'Reaction at the %s site was itchy but settled with cetirizine.' % c.prim[1], 'Histamine response adequate.']), '\n')
    d.add('Reviewed by: ', *st(r, c.cons, r.choice(['full', 'init']), cred=''))
    d.add('  ', dt(r, c, c.visit), '\n')
    if r.random() < 0.6:
        d.add('Results entered by ', ('USR', c.nurse2.user), ' ', fmt.ftime(r, 10))
        if r.random() < 0.5:
            d.add(' from ', ('IP', fmt.ip(r)))
        d.add('\n')
    if r.random() < 0.4:
        d.add('Parent can view results at ', ('URL', r.choice(['https://portal.%s/results' % c.hosp['domain'], 'www.example.org/mychart',
                                                                  'mychart.example.net/%s' % c.hosp['stem']])), '\n')


def sige_report(r, c, d):
    lab_org = r.random() < 0.45
    if lab_org:
        d.add(('ORG', c.hosp['lab']), '\n', r.choice(['Immunology & Allergy', 'Specialist Immunology', 'Clinical Immunology']), '\n')
        la = CA.address(r, c.cc)
        d.add(*addr(r, c, la))
        d.add('\nTel ', ('PH', fmt.phone(r, c.cc, mobile=False)), '  Fax ', ('FAX', fmt.phone(r, c.cc, mobile=False)), '\n')
    else:
        d.add(('HOSP', c.hosp['name']), ' - ', r.choice(['Immunology Laboratory', 'Clinical Biochemistry', 'Pathology Department']), '\n')
        d.add('Tel ', ('PH', fmt.phone(r, c.cc, mobile=False, ext=True)), '\n')
    d.add('=' * 60, '\n', r.choice(['SPECIFIC IgE REPORT', 'IMMUNOLOGY REPORT - ALLERGEN SPECIFIC IgE', 'FINAL REPORT']), '\n', '=' * 60, '\n')
    d.add('Patient: ', nm(r, c.pt, 'PAT', r.choice(['LFU', 'LFm'])), '   Sex: ', c.sex, '   DOB: ', dt(r, c, c.dob), ' (', *age(r, c, r.choice(['y', 'num', 'ym'])))
    d.add(')\n', mrn_label(r, c), ': ', ('MRN', c.mrn), '   ', hp_label(r, c), ': ', ('HP', c.hp), '\n')
    d.add('Lab No: ', ('IDN', fmt.accession(r, c.visit.year)), '   Specimen: serum (SST) ', ('IDN', fmt.accession(r, c.visit.year)), '\n')
    if r.random() < 0.5:
        d.add('Order #: ', ('IDN', fmt.order_no(r)), '\n')
    d.add('Requested by: ', *st(r, r.choice([c.cons, c.gp, c.reg]), 'full', cred=''))
    d.add('   Location: ', ('HOSP', r.choice([c.prac['name'], c.unit, c.hosp['name']])), '\n')
    coll = c.visit
    rep = fmt.add_days(coll, r.randint(1, 6))
    h1 = r.randint(8, 13)
    d.add('Collected: ', dt(r, c, coll), ' ', fmt.ftime(r, h1), '   Received: ', dt(r, c, coll), ' ', fmt.ftime(r, h1 + r.randint(1, 4)), '   Reported: ',
          dt(r, c, rep), '\n')
    d.add('Clinical details: ', r.choice(['?%s allergy, reaction age %d' % (c.prim[1], max(1, c.age_y - 1)), 'anaphylaxis - please add components',
                                         'eczema, food allergy screen', 'pre-OFC work-up']), '\n\n')
    d.add('%-34s %-10s %-7s %-10s %s\n' % ('Test', 'Result', 'Units', 'Ref', 'Class'))
    for n, u, v, ref in clin.sige_panel(r, c):
        try:
            fv = float(v.replace('<', '').strip())
        except ValueError:
            fv = 0
        cls = '' if u != 'kUA/L' else str(0 if fv < 0.35 else 1 if fv < 0.7 else 2 if fv < 3.5 else 3 if fv < 17.5 else 4 if fv < 50 else 5)
        d.add('%-34s %-10s %-7s %-10s %s\n' % (n, v, u, ref, cls))
    com = ['Component results interpreted with clinical history.', 'A negative sIgE does not exclude non-IgE mediated allergy.',
           'Sensitisation does not equal clinical allergy; interpret with history.']
    if c.prim[0] == 'peanut':
        com.append('Ara h 2 > 1.0 kUA/L is associated with clinical peanut allergy in most children.')
    if c.prim[0] == 'hazelnut':
        com.append('Isolated Cor a 1 sensitisation suggests birch pollen cross-reactivity.')
    d.add('\nMethod: ImmunoCAP (Phadia 250). ', r.choice(com), '\n')
    d.add('Authorised by: ', nm(r, CA.rand_person(r), 'DOC', r.choice(['full', 'init'])), ', ', r.choice(['Clinical Scientist', 'Consultant Immunologist', 'Pathologist', 'Principal Biomedical Scientist']))
    d.add('  ', dt(r, c, rep), '\n')
    if c.cc == 'US' and r.random() < 0.7:
        d.add('Bill to: ', ('ORG', c.ins), '  Member ', ('HP', fmt.healthplan(r, 'US')), '  Acct ', ('ACCT', c.acct), '\n')
    elif r.random() < 0.4:
        d.add('Episode no: ', ('ACCT', c.acct), '\n')
    if r.random() < 0.6:
        d.add('Copy to: ', *st(r, c.gp, r.choice(['full', 'init']), cred=''))
        d.add(', ', ('HOSP', c.prac['name']), '\n')
    d.add('Printed ', dt(r, c, fmt.add_days(coll, 7), 'dMYC' if c.cc != 'US' else 'mdy'), ' ', fmt.ftime(r), ' by ', ('USR', fmt.username(r, c.clerk.first, c.clerk.last)))
    if r.random() < 0.6:
        d.add(' on ', ('IP', fmt.ip(r)))
    d.add('   Page 1 of 1\n')


TRIAGE = {'UK': 'Manchester triage: orange', 'IE': 'MTS category 2', 'US': 'ESI 2', 'CA': 'CTAS 2', 'AU': 'ATS 2', 'NZ': 'ATS 2'}


def ed_notification(r, c, d):
    P = paed(c).capitalize()
    sent = c.visit
    d.add(r.choice(['ANAPHYLAXIS NOTIFICATION', 'ED Anaphylaxis Referral to %s Allergy' % P, 'EMERGENCY DEPARTMENT - ALLERGY ALERT / REFERRAL']), '\n')
    d.add('From: Emergency Department, ', ('HOSP', c.other_hosp['name'] if r.random() < 0.4 else c.hosp['name']), '\n')
    d.add('To: %s Allergy CNS team <' % P, ('EM', r.choice(['allergy.referrals', 'paedallergy', 'anaphylaxis']) + '@' + c.hosp['domain']), '>\n')
    d.add('Sent: ', dt(r, c, sent), ' ', fmt.ftime(r, r.randint(0, 23)), '\n')
    if r.random() < 0.4:
        d.add('Coding: ', r.choice(['T78.0 Anaphylactic reaction due to food', 'T78.05XA' if c.us else 'T78.0', 'T78.2 Anaphylactic shock, unspecified']), '\n')
    d.add('\n')
    d.add('Patient: ', nm(r, c.pt, 'PAT', r.choice(['full', 'LFU'])), '   ', *age_sex(r, c))
    d.add('   DOB ', dt(r, c, c.dob), '\n', *ids_line(r, c))
    d.add('\nAddress: ', *addr(r, c, c.addr))
    d.add('\nGP: ', 'Dr ', ('DOC', c.gp.full), ', ', ('HOSP', c.prac['name']), '\n')
    d.add('ED encounter: ', ('ACCT', c.acct), '\n\n')
    ev = fmt.add_days(sent, -r.randint(1, 3))
    d.add('Attendance: ', dt(r, c, ev), '   Arrival ', fmt.ftime(r, r.randint(12, 22)), ' by ')
    mode = r.random()
    if mode < 0.65:
        d.add('ambulance (', ('ORG', r.choice(PP.SERVICES[c.cc])), ', incident ', ('IDN', r.choice(['CAD', 'INC', '']) + fmt.digits(r, 7)))
        if r.random() < 0.6:
            d.add(', vehicle ', ('VEH', fmt.vehicle(r, c.cc)))
        d.add(')\n')
    else:
        d.add('private car (parents)\n')
    d.add('Triage: ', TRIAGE[c.cc], '   Location: ', r.choice(['Resus bay ', 'Paeds ED cubicle ', 'Majors bed ']), ('LOC', str(r.randint(1, 14))), '\n\n')
    first = r.random() < 0.45
    d.add('Trigger: ', clin.trigger(r, c.prim), ' - first known reaction' if first else r.choice([' (known %s allergy)' % c.prim[1], ' - ?hidden %s' % c.prim[1]]))
    k = r.randint(0, 3)
    if k == 0:
        d.add(' at ', ('ORG', r.choice(PP.RESTAURANTS)), ', ', ('CITY', r.choice(CA.PL.TOWNS[c.cc])[0]))
    elif k == 1:
        d.add(' at school (', ('ORG', c.school), ')')
    elif k == 2:
        d.add(' while visiting from ', ('CTRY', r.choice(PP.ORIGIN_COUNTRIES)))
    d.add('.\n')
    d.add('Features: ', ', '.join(r.sample(clin.SYMPTOMS_MILD, 2) + r.sample(clin.SYMPTOMS_SEVERE, r.randint(1, 2))), '.\n')
    d.add('Pre-hospital: ')
    own = not first and r.random() < 0.75
    if own:
        d.add('own %s given by ' % c.aai_dose, c.main.rel.lower(), ' (', nm(r, c.main, 'FAM', 'first'), ') at ', fmt.ftime(r, r.randint(11, 21)))
        if r.random() < 0.5:
            d.add(', device lot ', ('DEV', fmt.device_id(r, c.aai[3])))
        d.add('; ')
    else:
        d.add('no %s carried; ' % adr(c))
    d.add(r.choice(['second dose IM %s by paramedics.' % adr(c) if own else 'IM %s by paramedics.' % adr(c), 'salbutamol nebuliser en route.', 'oxygen via NRB.']), '\n')
    dose = '0.15 mg' if c.weight < 25 else ('0.3 mg' if c.weight < 45 else '0.5 mg')
    d.add('ED treatment: ', r.choice(['IM %s %s x1' % (adr(c), dose), 'IM %s %s x2, then %s infusion' % (adr(c), dose, adr(c)),
                                       'IM %s %.2f mg (0.01 mg/kg) x1' % (adr(c), min(0.5, c.weight * 0.01))]), ', ', r.choice(['hydrocortisone 4 mg/kg IV', 'cetirizine PO', 'NaCl 0.9% 20 mL/kg bolus', 'dexamethasone PO']), '.\n')
    d.add('Obs on arrival: HR %d, RR %d, SpO2 %d%%, BP %d/%d, CRT %d s\n' % (r.randint(120, 180), r.randint(24, 50), r.randint(88, 98), r.randint(70, 100), r.randint(35, 60), r.randint(2, 4)))
    d.add('Mast cell tryptase: %.1f ug/L at 1 h (sample ' % r.uniform(3, 28), ('IDN', fmt.accession(r, ev.year)), '); repeat %s\n' % r.choice(['sent at 4 h', 'due at follow-up', 'not sent']))
    oc = r.choice(['no biphasic reaction', 'admitted to ', 'biphasic symptoms at 5 h (urticaria only)'])
    d.add('Outcome: observed %d h; ' % r.choice([6, 8, 12, 24]), oc)
    if oc == 'admitted to ':
        d.add(('HOSP', r.choice(CA.PL.UNITS)), ' overnight')
    d.add('. Discharged ', dt(r, c, fmt.add_days(ev, r.randint(0, 1))), '.\n')
    d.add('Discharge: %s x2 prescribed' % c.aai_dose, r.choice([', dispensed by ', '; collect from ']), ('HOSP', c.pharm), '. ')
    d.add('Training given to ', nm(r, c.main, 'FAM', 'full'), '. Written action plan provided.\n\n')
    d.add('Request: please offer allergy clinic appointment within %d weeks; ' % r.choice([2, 4, 6]),
          r.choice(['first presentation.', 'new diagnosis, family very anxious.']) if first else r.choice(['second anaphylaxis this year.', 'family very anxious.', 'review AAI dose and plan.']), '\n')
    d.add('Contact ', c.main.rel.lower(), ' on ', ('PH', c.main.phone))
    if r.random() < 0.4:
        d.add(' or ', ('EM', c.main.email))
    d.add('.\n\n')
    d.add('ED clinician: ', *st(r, c.ed, 'full', cred=''))
    d.add(', ', r.choice(['ED Registrar', 'ST4 Paediatrics', 'PEM Fellow', 'Resident', 'CMO']), '  ', r.choice(['bleep', 'pager', 'ext']), ' ', ('PH', fmt.bleep(r)))
    d.add('\n', *lic(r, c.ed))
    d.add('\n')
    if r.random() < 0.5:
        d.add('Datix/incident ref: ', ('IDN', 'W' + fmt.digits(r, 6)), r.choice([' (hidden allergen in school lunch)', ' (AAI not available at school)', '']), '\n')
