"""Genres: supervised consumption pharmacy letter; missed-dose pharmacy
notification (own genre); naloxone supply record."""
from core import pick, chance, digits, letters, hhmm, ipaddr, short_date, wd_date, shift, WDAYS
from ctx import nm, title, addr_inline, addr_lines, fd, ago, ahead, vehicle, driving_licence
from blocks import (P, D, S, F, pt_ref, dr, staff_ref, svc_header, pt_block, gp_line, sign, audit,
                    neg_public, t, drug, appt, he, POLICE)

TAKE = {'UK': 'takeaway', 'IE': 'takeaway', 'AU': 'takeaway', 'NZ': 'takeaway', 'CA': 'carry', 'US': 'take-home'}
NALOX = ['Prenoxad 2mg/2ml pre-filled syringe (IM)', 'Nyxoid 1.8mg nasal spray x2', 'Narcan 4mg nasal spray x2',
         'naloxone 400mcg/ml x5 ampoules + IM syringes', 'Kloxxado 8mg nasal spray', 'Nyxoid 1.8mg nasal (twin pack)']


HOLIDAYS = {
    1: {'AU': ['Australia Day', "New Year's Day"], 'all': ["New Year's Day"]},
    2: {'NZ': ['Waitangi Day'], 'IE': ["St Brigid's Day"]},
    3: {'IE': ["St Patrick's Day"], 'all': ['Good Friday', 'Easter Monday']},
    4: {'US': [], 'NZ': ['Anzac Day', 'Easter Monday'], 'AU': ['Anzac Day', 'Good Friday'], 'all': ['Good Friday', 'Easter Monday']},
    5: {'UK': ['Early May bank holiday'], 'IE': ['May bank holiday'], 'CA': ['Victoria Day'], 'US': ['Memorial Day']},
    6: {'IE': ['June bank holiday'], 'NZ': ["King's Birthday"], 'AU': ["King's Birthday"], 'US': ['Juneteenth']},
    7: {'CA': ['Canada Day'], 'US': ['Independence Day']},
    8: {'UK': ['August bank holiday'], 'IE': ['August bank holiday'], 'CA': ['Civic Holiday']},
    9: {'US': ['Labor Day'], 'CA': ['Labour Day']},
    10: {'IE': ['October bank holiday'], 'NZ': ['Labour Day'], 'CA': ['Thanksgiving'], 'AU': ['Labour Day']},
    11: {'US': ['Thanksgiving', 'Veterans Day'], 'CA': ['Remembrance Day']},
    12: {'US': ['Christmas Day'], 'all': ['Christmas Day', 'Boxing Day']},
}


def holiday(rng, d, cc):
    """A public holiday plausible in the month of d for the country (a DATE span)."""
    opts = HOLIDAYS[d.month]
    names = opts.get(cc, opts.get('all', []))
    return pick(rng, names) if names else ''


def drug_line(rng, cc, c=None):
    if cc != 'US' and chance(rng, 0.6):
        mg = rng.randrange(6, 24) * 5
        form = {'UK': 'methadone hydrochloride 1mg/ml oral solution (sugar free)', 'IE': 'methadone 1mg/ml oral solution',
                'AU': 'Biodone Forte (methadone 5mg/ml)', 'NZ': 'methadone 2mg/ml oral liquid',
                'CA': 'Methadose 10mg/ml (diluted in Tang)', 'US': 'methadone HCl oral concentrate 10mg/ml'}[cc]
        return form, '%dmg%s' % (mg, ' (%dml)' % mg if cc in ('UK', 'IE') else '')
    mg = rng.randrange(2, 13) * 2
    return drug(rng, c, 'bup'), '%dmg' % mg


def g_supervised_letter(rng, c, n):
    cc, T, ph = c['country'], c['term'], c['pharm']
    take = TAKE[cc]
    svc_header(n, rng, c, contacts=False)
    n.w('Tel ', (c['svc']['tel'], 'PHONE'), '   Fax ', (c['svc']['fax'], 'FAX'), '\nSecure email: ',
        (asc_mail(rng, c), 'EMAIL'), '\n\n')
    n.w(D(fd(c, c['d0'])), '\n\n')
    n.t(pick(rng, ['The Pharmacist', 'Pharmacist in charge', 'FAO Responsible Pharmacist', 'Dear Colleague at']) + '\n')
    n.w((ph['name'], 'HOSPITAL'), '\n', addr_lines(ph['addr'], rng), '\n\n')
    if chance(rng, 0.5):
        n.w('Dear ', S(nm(ph['ph'], 'fl')), ',\n\n')
    else:
        n.t('Dear Pharmacist,\n\n')
    n.w('Re: ', P(nm(c['pt'], pick(rng, ['fl', 'fml', 'LF']))), ', DOB ', D(fd(c, c['dob'])), '\n',
        addr_inline(c['addr'], rng), '\n', c['hn'][0], ' ', (c['hn'][1], 'HEALTHPLAN'), '   Our ref ', (c['mrn'], 'MRN'), '\n\n')
    form, dose = drug_line(rng, cc, c)
    start = ahead(rng, c, 1, 6)
    end = shift(start, pick(rng, [13, 27, 27, 55]))
    n.w(t(rng, pick(rng, ['I would be grateful if you could dispense the following for the above patient, who is starting ',
                          'Please find below the dispensing instructions for the above patient, who continues on ',
                          'Thank you for agreeing to dispense for this patient, commencing '])),
        T['ost'], ' with our service', pick(rng, ['.', ' under shared care.', ' following a recent titration.']), '\n\n')
    n.w('Drug:        ', form, '\nDose:        ', dose, ' once daily\n')
    n.w('Start date:  ', D(fd(c, start)), '\nEnd date:    ', D(fd(c, end)), '\n')
    n.t('Supervision: ' + pick(rng, ['supervised consumption Mon-Sat, Sunday dose as %s' % take,
                                     'supervised daily incl. weekends (pharmacy open 7 days)',
                                     'supervised Mon/Wed/Fri, %ss for remaining days' % take,
                                     'fully supervised - NO %ss' % take]) + '\n')
    hol = holiday(rng, start, cc)
    if chance(rng, 0.4) and hol:
        n.w('Public holiday: pharmacy closed on ', D(hol), ' - ', take, ' dose to be collected ', D(fd(c, shift(start, rng.randrange(1, 10)))), '.\n')
    n.w('Rx serial no: ', (letters(rng, 2) + digits(rng, 8), 'IDNUM'), '\n\n')
    n.t('Please note our protocol:\n')
    n.w('- If 3 consecutive doses are missed, do not dispense; ask the patient to contact the clinic on ',
        (c['svc']['tel'], 'PHONE'), '.\n')
    n.t('- Do not dispense if the patient appears intoxicated (drowsy, slurred, pinned pupils); document and inform us.\n')
    n.t('- Lost, stolen or spilt doses will not be replaced.\n')
    n.t('- Please observe ' + ('the dose dissolving (approx. 5-10 min) and check the mouth afterwards.\n' if 'mg/ml' not in form and 'ethad' not in form
                               else 'the dose swallowed and ask the patient to speak afterwards / drink water.\n'))
    if chance(rng, 0.5):
        n.w('- Photo ID on file: driving licence ', (driving_licence(rng, c), 'LICENSE'), '.\n')
    if chance(rng, 0.35):
        n.w('- Biometric check at dispensing: palm-vein ID ', ('PV' + digits(rng, 6), 'BIOID'), '.\n')
    if chance(rng, 0.4):
        rel = pick(rng, ['partner', 'mother', 'friend'])
        who = {'partner': c['partner'], 'mother': c['mother'], 'friend': c['friend']}[rel]
        n.w('- Nominated representative: ', rel, ' ', F(nm(who, 'fl')), ' may collect the ', take, ' dose on ',
            D(fd(c, shift(start, rng.randrange(2, 12)))), ' only (letter of authority enclosed).\n')
    n.t('\n' + pick(rng, ['Any concerns, please ring the duty worker.', 'We are grateful for your continued support.',
                          'Please contact us if you have any queries.']) + '\n\nYours sincerely,\n')
    n.w('\n', dr(c['presc'], pick(rng, ['fl', 'fml'])), '\n', c['presc']['role'], '\n', c['presc']['lic'][0], ' ',
        (c['presc']['lic'][1], 'LICENSE'), '\n')
    n.w('\ncc: ', dr(c['gp'], 'fi'), ', ', (c['gp']['practice'], 'HOSPITAL'), '; ', pick(rng, ['patient', 'keyworker ']))
    if n.parts[-1].endswith(' '):
        n.w(S(nm(c['kw'], 'fl')))
    n.t('\n')
    if chance(rng, 0.3):
        n.w('Typed by ', (nm(c['admin'], 'low'), 'DOCTOR'), '/', D(short_date(c['d0'], cc)), '\n')


def asc_mail(rng, c):
    p = c['kw'] if chance(rng, 0.5) else c['presc']
    from core import asc
    return pick(rng, ['%s.%s@%s', '%s%s@%s']) % (asc(p['first'])[:1] if chance(rng, 0.5) else asc(p['first']),
                                                  asc(p['last']), c['svc']['dom']) if chance(rng, 0.6) else 'referrals@' + c['svc']['dom']


# ---------------------------------------------------------------- missed dose notification (own genre)

def g_missed_dose(rng, c, n):
    cc, ph = c['country'], c['pharm']
    take = TAKE[cc]
    n.t(pick(rng, ['FAX - MISSED DOSE NOTIFICATION', 'PHARMACY NOTIFICATION: MISSED / WITHHELD DOSES',
                   'Missed dose alert (pharmacy to prescriber)', 'URGENT - OST DISPENSING CONCERN']) + '\n')
    n.w('To: ', (c['svc']['name'], 'HOSPITAL'), '   Fax: ', (c['svc']['fax'], 'FAX'), '\n')
    n.w('Attn: ', dr(c['presc'], pick(rng, ['fl', 'fi'])), ' / duty worker\n')
    n.w('From: ', (ph['name'], 'HOSPITAL'), ', ', addr_inline(ph['addr'], rng, region=False), '\n')
    n.w('Tel: ', (ph['tel'], 'PHONE'), '   Fax: ', (ph['fax'], 'FAX'), '\n')
    sent_h = rng.randrange(9, 16)
    n.w('Date: ', D(fd(c, c['d0'])), '  %02d:%02d' % (sent_h, rng.randrange(0, 60, 5)), '   Pages: 1 of 1\n\n')
    n.w('Patient: ', P(nm(c['pt'], pick(rng, ['fl', 'LF']))), '   DOB: ', D(fd(c, c['dob'])), '\n')
    if chance(rng, 0.6):
        n.w('Address: ', addr_inline(c['addr'], rng), '\n')
    n.w(c['hn'][0], ': ', (c['hn'][1], 'HEALTHPLAN'), '\n')
    form, dose = drug_line(rng, cc, c)
    n.w('Rx: ', form, ' ', dose, ' daily, ', pick(rng, ['supervised', 'supervised Mon-Sat', 'daily pick-up']), '\n\n')
    ev = rng.randrange(4)
    if ev == 0:
        base = ago(rng, c, 1, 3)
        ds = [shift(base, -2), shift(base, -1), base]
        n.t('Doses NOT collected:\n')
        for d in ds:
            n.w('  - ', D(wd_date(d, c['ds'])), '\n')
        n.w('\n3 consecutive doses missed. As per protocol the dose due ', D(fd(c, c['d0'])),
            ' has been WITHHELD. ', pt_ref(rng, c, False), ' has ', pick(rng, ['not been seen', 'phoned the pharmacy',
                                                                             'attended but was told to contact you']), '.\n')
    elif ev == 1:
        n.w('Patient presented at ', hhmm(rng, 9, 17), ' on ', D(fd(c, c['d0'])), ' appearing intoxicated (',
            pick(rng, ['unsteady, slurred speech', 'pinned pupils, drowsy', 'smelt of alcohol, breathalyser not available']),
            '). Dose withheld. Asked to return later - ', pick(rng, ['did not return.', 'returned 15:30, dose given.',
                                                                 'left the shop shouting.']), '\n')
    elif ev == 2:
        n.w(pt_ref(rng, c, False), ' reports ', take, ' doses for ', D(wd_date(ago(rng, c, 1, 4), c['ds'])),
            ' were ', pick(rng, ['lost', 'stolen from bag', 'spilt', 'taken by partner']), '. No replacement given. Please advise.\n')
    else:
        n.w('Dose collected by someone other than patient: ', pick(rng, ['friend ', 'a %s giving the name ' % (
            'man' if c['friend']['sex'] == 'M' else 'woman')]), F(nm(c['friend'], 'fl')), ' on ', D(fd(c, ago(rng, c, 0, 3))), ' - refused, no letter of authority on file.\n')
    if chance(rng, 0.4):
        n.w('Also: ', pick(rng, ['missed ', 'no show ']), D(short_date(ago(rng, c, 8, 20), cc)), ' earlier this month.\n')
    n.w('\nPharmacist: ', S(nm(ph['ph'], 'fl')), '  ', ph['ph']['lic'][0], ' ', (ph['ph']['lic'][1], 'LICENSE'), '\n')
    n.t('Please ring to confirm receipt.\n')
    n.t('\n---- for clinic use ----\n')
    who = c['kw']
    n.w('Rec\'d ', D(fd(c, c['d0'])), ' ', hhmm(rng, sent_h + 1, sent_h + 3), ' by ', S(nm(who, pick(rng, ['fl', 'INI', 'fi']))), '. ')
    n.w(pick(rng, ['Tried pt mob ', 'Rang ', 'Text sent to ']), (c['mob'], 'PHONE'), ' - ',
        pick(rng, ['no answer, voicemail left', 'spoke to pt', 'number not in service', 'partner answered']), '. ')
    n.w(t(rng, pick(rng, ['Restart at reduced dose after review with ', 'Discussed with ', 'Escalated to ', 'Plan agreed with '])),
        dr(c['presc'], 'fi'), '; ', pick(rng, ['needs re-titration if >5 days missed.', 'new Rx to follow.',
                                               'pt to attend tomorrow 10:00 duty clinic.', 'no change to script.']))
    if chance(rng, 0.4):
        n.w(' Keyworker ', S(nm(c['kw'], 'f')), ' to visit ', (c['addr']['street'], 'STREET'), ' ',
            D(fd(c, ahead(rng, c, 1, 3))), '.')
    n.t('\n')
    if chance(rng, 0.4):
        audit(n, rng, c, 'kw')


# ---------------------------------------------------------------- naloxone supply record

def g_naloxone(rng, c, n):
    cc, T = c['country'], c['term']
    rec = 'NAL-%d-%s' % (c['d0'].year, digits(rng, 5))
    n.t(pick(rng, ['TAKE-HOME NALOXONE SUPPLY RECORD', 'Naloxone Supply Record', 'THN supply form',
                   'NALOXONE - SUPPLY & TRAINING RECORD']) + '\n')
    n.w('Record no: ', (rec, 'IDNUM'), '\n')
    site = rng.randrange(3)
    if site == 0:
        n.w('Supply site: ', (c['svc']['name'], 'HOSPITAL'), '\n')
    elif site == 1:
        n.w('Supply site: ', (c['pharm']['name'], 'HOSPITAL'), ' (', T['nsp'], ' pharmacy)\n')
    else:
        n.w('Supply site: outreach van (reg ', (vehicle(rng, cc), 'VEHICLE'), ') at ', (c['landmark'], 'LOCATION_OTHER'), '\n')
    n.w('Date/time: ', D(fd(c, c['d0'])), ' ', hhmm(rng), '\n')
    sup = c['peer'] if chance(rng, 0.35) else c['kw']
    n.w('Supplied by: ', S(nm(sup, 'fl')), ' (', sup['role'], ')\n\n')
    to_family = chance(rng, 0.35)
    if to_family:
        rel = pick(rng, ['mother', 'partner', 'sibling', 'friend'])
        who = {'mother': c['mother'], 'partner': c['partner'], 'sibling': c['sib'], 'friend': c['friend']}[rel]
        n.w('Recipient: ', F(nm(who, 'fl')), ' (', rel, ' of service user)\n')
        n.w('Person at risk: ', P(nm(c['pt'], pick(rng, ['fl', 'fi', 'ini']))), ', ', (str(c['age']), 'AGE'), 'yo, ',
            T['mrn'], ' ', (c['mrn'], 'MRN'), '\n')
    else:
        n.w('Recipient: ', P(nm(c['pt'], pick(rng, ['fl', 'lf', 'LF']))), '   DOB ', D(fd(c, c['dob'])),
            '   Age ', (str(c['age']), 'AGE'), '\n')
        if chance(rng, 0.5):
            n.w('Client code: ', (anon_code(c), 'IDNUM'), '   Postcode: ', (c['addr']['zip'], 'ZIP'), '\n')
        else:
            n.w(T['mrn'], ': ', (c['mrn'], 'MRN'), '   Tel: ', (c['mob'], 'PHONE'), '\n')
    n.t('Recipient is: ' + (pick(rng, ['family member / carer', 'friend / peer']) if to_family else 'person who uses opioids') + '\n\n')
    n.w('Product: ', pick(rng, NALOX), '\n')
    n.w('Batch: ', (letters(rng, 2) + digits(rng, 5), 'IDNUM'), '   Expiry: ', '%02d/%d' % (rng.randrange(1, 13), c['d0'].year + pick(rng, [1, 2, 3])), '\n')
    n.w('Kit serial: ', (pick(rng, ['THN', 'NX', 'KIT']) + '-' + digits(rng, 6), 'DEVICE'), '   Qty: ', str(pick(rng, [1, 1, 2])), '\n\n')
    reason = rng.randrange(5)
    n.t('Reason for supply: ')
    if reason == 0:
        n.t('first supply\n')
    elif reason == 1:
        n.w('replacement - previous kit USED on ', D(fd(c, ago(rng, c, 1, 30))), ' on ',
            pick(rng, ['friend ', 'partner ', 'a stranger in the hostel', 'brother ']))
        if not n.parts[-1].endswith('hostel'):
            n.w(F(nm(c['friend'] if chance(rng, 0.5) else c['sib'], 'f')))
        n.w(' at ', pick(rng, [(c['hostel'], 'LOCATION_OTHER'), (c['landmark'], 'LOCATION_OTHER')]), '. ',
            pick(rng, ['Ambulance called, casualty survived.', 'Gave 2 doses, came round after ~3 min.',
                       'Person refused hospital.', 'Police attended.']), '\n')
    elif reason == 2:
        n.t('replacement - previous kit expired\n')
    elif reason == 3:
        n.t('replacement - ' + pick(rng, ['lost', 'confiscated by %s on arrest' % POLICE[cc], 'stolen with bag']) + '\n')
    else:
        n.w('release from ', (c['prison'], 'ORGANIZATION'), ' ', D(fd(c, ago(rng, c, 0, 5))), ' - high risk period\n')
    n.t('\nTraining delivered (tick):\n')
    items = ['Recognising OD (pinpoint pupils, blue lips, snoring/no response)', 'Call %s - say "not breathing"' % T['emerg'],
             'Recovery position', 'Rescue breaths / CPR', 'Administer naloxone, repeat after 2-3 min if no response',
             'Stay until help arrives - naloxone wears off (30-90 min)', 'Risks: fentanyl/nitazenes, mixing with benzos/alcohol',
             'Storage and expiry']
    for it in items:
        n.t('[%s] %s\n' % ('x' if chance(rng, 0.88) else ' ', it))
    if chance(rng, 0.55):
        n.t('\nPrevious supplies:\nDate | Product | Reason\n')
        for _ in range(rng.randrange(1, 4)):
            n.w(D(fd(c, ago(rng, c, 60, 900))), ' | ', pick(rng, ['Prenoxad', 'Nyxoid', 'Narcan', 'naloxone amps']), ' | ',
                pick(rng, ['first', 'used', 'expired', 'lost']), '\n')
    n.t('\n' + pick(rng, ['Consent given to record supply. ', 'Consent to share with GP: Y. ', 'Declined sharing with GP. ']))
    if chance(rng, 0.5):
        n.w('GP: ', dr(c['gp'], 'fi'), ', ', (c['gp']['practice'], 'HOSPITAL'), '.')
    n.t('\n')
    if chance(rng, 0.5):
        n.w('Follow-up text to ', (c['mob'], 'PHONE'), ' on ', D(fd(c, ahead(rng, c, 25, 40))), ' (kit check).\n')
    if chance(rng, 0.4):
        audit(n, rng, c, 'kw')


def anon_code(c):
    """Attributor-style client code built from initials, birth date and sex."""
    from core import asc
    p = c['pt']
    f, l = asc(p['first']).upper(), asc(p['last']).upper()
    d = c['dob']
    return '%s%s%s%s%02d%02d%s' % (f[:1], f[-1:], l[:1], l[-1:], d.day, d.month, p['sex'])
