"""Own genres: transfer-of-care / treatment exit summary; long-acting injectable
buprenorphine administration record."""
from core import pick, chance, digits, letters, hhmm, ipaddr, short_date, wd_date, shift, asc, MONTHS
from ctx import (nm, title, addr_inline, addr_lines, address, fd, ago, ahead, place, vehicle, staff, COUNTRY_NAME)
from blocks import (P, D, S, F, pt_ref, dr, staff_ref, svc_header, pt_block, gp_line, sign, audit, dob_age,
                    neg_public, obs, cows, OTHER_MEDS, t, appt, he, hardneg)
from blocks import drug as drug_of
from places import SVC_SUFFIX, TOWNS

ABROAD = ['Spain', 'Portugal', 'Poland', 'Lithuania', 'Thailand', 'Ireland', 'Australia', 'Canada', 'Romania',
          'Jamaica', 'New Zealand', 'Greece', 'Cyprus', 'Samoa', 'Philippines', 'Mexico', 'Scotland', 'Wales']


def g_transfer(rng, c, n):
    cc, T, p = c['country'], c['term'], c['pt']
    reason = rng.randrange(4)
    n.t(pick(rng, ['TRANSFER OF CARE SUMMARY', 'Treatment exit / transfer summary', 'DISCHARGE SUMMARY - COMMUNITY DRUG TREATMENT',
                   'Inter-service transfer (OST)']) + '\n')
    n.w('From: ', (c['svc']['name'], 'HOSPITAL'), ', ', addr_inline(c['svc']['addr'], rng), '\nTel ', (c['svc']['tel'], 'PHONE'),
        '  Fax ', (c['svc']['fax'], 'FAX'), '\n')
    new_town = pick(rng, TOWNS[cc])
    recv = place(rng, SVC_SUFFIX[cc], cc)
    if reason == 0:
        n.w('To: ', (recv, 'HOSPITAL'), ', ', (new_town[0], 'CITY'), '\n')
    elif reason == 1:
        n.w('To: Healthcare team, ', (c['prison'], 'ORGANIZATION'), '\n')
    elif reason == 2:
        n.w('To: ', c['term']['gp'], ' ', dr(c['gp'], 'fi'), ', ', (c['gp']['practice'], 'HOSPITAL'), '\n')
    else:
        n.t('To: receiving prescriber abroad (via patient) / copy GP\n')
    n.w('Date: ', D(fd(c, c['d0'])), '   Episode no: ', ('EP' + digits(rng, 7), 'ACCOUNT'), '\n\n')
    pt_block(n, rng, c, extra=True)
    if c['ssn'] and chance(rng, 0.5):
        n.w(c['ssn'][0], ' ', (c['ssn'][1], 'SSN'), '\n')
    n.w('Episode: ', D(fd(c, ago(rng, c, 200, 2200))), ' to ', D(fd(c, c['d0'])), '\n\n')
    n.t('REASON\n')
    if reason == 0:
        na = address(rng, cc, new_town)
        n.w('Moving to ', (new_town[0], 'CITY'), ' on ', D(fd(c, ahead(rng, c, 1, 10))), ' to be near ',
            pick(rng, ['family', 'partner', 'work']), '. New address: ', addr_inline(na, rng), '. ')
        n.w('Appointment at ', (recv, 'HOSPITAL'), ' booked ', D(wd_date(appt(rng, c, 2, 9), c['ds'])), ' ', hhmm(rng), '.\n')
    elif reason == 1:
        n.w('Remanded to ', (c['prison'], 'ORGANIZATION'), ' on ', D(fd(c, ago(rng, c, 0, 3))), '. Prison no. ',
            (letters(rng, 1) + digits(rng, 4) + letters(rng, 2), 'IDNUM'), '. Please continue ', T['ost'], ' without interruption.\n')
    elif reason == 2:
        n.w('Planned discharge - ', pick(rng, ['completed detox, opioid-free since ', 'stable on low dose, GP to continue from ',
                                               'treatment completed drug-free since ']), D(fd(c, ago(rng, c, 10, 90))), '.\n')
    else:
        ctry = pick(rng, ABROAD)
        n.w('Relocating to ', (ctry, 'COUNTRY'), ' on ', D(fd(c, ahead(rng, c, 5, 30))), '. Travel letter issued for ',
            str(pick(rng, [7, 14, 14, 21])), ' days of ', T['ost'], '; advised to check import rules with the ', (ctry, 'COUNTRY'),
            ' embassy. ', pick(rng, ['Partner ', 'Sister ', 'Uncle ']), F(nm(c['partner'] if chance(rng, 0.5) else c['sib'], 'fl')),
            ' lives in ', (pick(rng, ['Malaga', 'Faro', 'Krakow', 'Vilnius', 'Brisbane', 'Toronto', 'Bucharest', 'Kingston', 'Auckland',
                                      'Athens', 'Limassol', 'Apia', 'Manila', 'Cancun', 'Glasgow', 'Cardiff']), 'CITY'), '.\n')
    n.t('\nCURRENT TREATMENT\n')
    kind = 'bup' if chance(rng, 0.45) else 'mtd'
    if kind == 'bup' and chance(rng, 0.3):
        kind = 'depot'
    drug = drug_of(rng, c, kind)
    if kind == 'depot':
        steps = [8, 16, 24, 32] if 'weekly' in drug else ([100, 300] if 'Sublocade' in drug else [64, 96, 128])
    elif kind == 'bup':
        steps = [2 * k for k in range(1, 13)]
    else:
        steps = [5 * k for k in range(4, 26)]
    hist = []
    d = c['d0']
    i = rng.randrange(len(steps) // 2, len(steps))
    for _ in range(rng.randrange(3, 6)):
        d = shift(d, -rng.randrange(25, 140))
        hist.append((d, steps[i]))
        i = max(0, min(len(steps) - 1, i + pick(rng, [-2, -1, -1, 0, 1])))
    hist.reverse()
    hist[0] = (hist[0][0], steps[0] if kind != 'depot' else hist[0][1])
    dose = hist[-1][1]
    per = '' if kind == 'depot' else ' daily'
    n.w(drug, ' ', str(dose), 'mg', per, '. Last dose ', 'given ' if kind == 'depot' else 'dispensed ', D(fd(c, ago(rng, c, 0, 3))),
        ' at ', (c['pharm']['name'], 'HOSPITAL') if kind == 'bup' or (kind == 'mtd' and cc != 'US') else (c['svc']['name'], 'HOSPITAL'),
        '. Next dose due ', D(fd(c, ahead(rng, c, 1, 3) if kind != 'depot' else ahead(rng, c, 4, 25))), '.\n')
    n.t('Dose history:\nDate | Dose | Comment\n')
    prev = None
    for j, (d, mg) in enumerate(hist):
        if j == 0:
            com = 'start'
        elif mg > prev:
            com = pick(rng, ['increase - cravings', 'titration', 'increase - using on top'])
        elif mg < prev:
            com = pick(rng, ['reduction at pt request', 'reduced - sedation', 'planned reduction'])
        else:
            com = pick(rng, ['stable', 're-titrated after missed doses', 'review - no change'])
        n.w(D(fd(c, d)), ' | ', str(mg), 'mg | ', com, '\n')
        prev = mg
    n.t('\nOTHER\n')
    n.t('Medication: ' + ', '.join(rng.sample(OTHER_MEDS, 2)) + '. Allergies: ' + pick(rng, ['NKDA', 'penicillin (rash)', 'codeine (itch)']) + '.\n')
    n.w('BBV: HCV ', pick(rng, ['RNA neg after treatment (SVR12 ', 'Ab neg (', 'RNA+ untreated (tested ']), D(fd(c, ago(rng, c, 30, 500))), '); HBV ',
        pick(rng, ['vaccinated', 'course 2/3', 'immune']), '. Naloxone kit ', ('THN-' + digits(rng, 6), 'DEVICE'), ' issued ',
        D(fd(c, ago(rng, c, 10, 200))), '.\n')
    if chance(rng, 0.5):
        n.t(hardneg(rng, c, 2) + '\n')
    n.t('Risks: ' + pick(rng, ['reduced tolerance if doses missed', 'polysubstance (benzos, alcohol)', 'DV (victim)', 'none current']) + '. ')
    n.t('Safeguarding: ' + pick(rng, ['none', 'children on CP plan', 'adult safeguarding open']) + '.\n')
    if chance(rng, 0.5):
        n.w('Dataset ref: ', (pick(rng, ['NDTMS ', 'TOP ', 'AODTS ', 'CTL ']) + digits(rng, 8), 'IDNUM'), '; discharge code ',
            pick(rng, ['transferred - in custody', 'treatment completed - drug free', 'transferred - community', 'moved away']), '.\n')
    n.w('\nKeyworker: ', S(nm(c['kw'], 'fl')), ', ', (asc(c['kw']['first']) + '.' + asc(c['kw']['last']) + '@' + c['svc']['dom'], 'EMAIL'), '\n')
    sign(n, rng, c, 'presc', doctor=True)
    if chance(rng, 0.35):
        audit(n, rng, c, 'presc')


# ---------------------------------------------------------------- depot buprenorphine

SITES = ['abdomen LUQ', 'abdomen RUQ', 'abdomen LLQ', 'abdomen RLQ', 'L buttock', 'R buttock', 'L thigh', 'R thigh',
         'L upper arm', 'R upper arm']


def g_depot(rng, c, n):
    cc, T, p = c['country'], c['term'], c['pt']
    nurse = c['nurse']
    c['nurse2'] = staff(rng, c, 'Staff Nurse', 'nurse')
    name = drug_of(rng, c, 'depot')
    if 'weekly' in name:
        prod, doses, gap = 0, [8, 16, 24, 32], 7
    elif 'Sublocade' in name:
        prod, doses, gap = 2, [300, 100], 28
    else:
        prod, doses, gap = 1, [64, 96, 128, 160], 28
    n.w((c['svc']['name'], 'HOSPITAL'), '\n')
    n.t(pick(rng, ['LONG-ACTING INJECTABLE BUPRENORPHINE - ADMINISTRATION RECORD', 'Depot buprenorphine (LAIB) record',
                   'Extended-release buprenorphine injection log', 'LAIB administration chart']) + '\n\n')
    n.w('Patient: ', P(nm(p, pick(rng, ['LF', 'fl']))), '   ', *dob_age(rng, c))
    n.w('\n', T['mrn'], ': ', (c['mrn'], 'MRN'), '   ', c['hn'][0], ': ', (c['hn'][1], 'HEALTHPLAN'), '\n')
    n.w('Prescriber: ', dr(c['presc'], 'fi'), '   Product: ', name, '\n')
    if chance(rng, 0.5):
        n.w('Transferred from SL buprenorphine ', str(rng.randrange(4, 13) * 2), 'mg; last SL dose ', D(fd(c, ago(rng, c, 60, 200))), '.\n')
    n.t('\nDate | Dose | Site | Batch | Expiry | Given by | Next due\n')
    k = rng.randrange(3, 7)
    d = shift(c['d0'], -gap * (k - 1))
    site_i = rng.randrange(len(SITES))
    maint = rng.randrange(1, len(doses))
    for i in range(k):
        if prod == 2:
            dose = doses[0 if i < 2 else 1]
        else:
            dose = doses[min(i, maint)]
        nxt = shift(d, gap)
        giver = c['nurse'] if chance(rng, 0.75) else c['nurse2']
        n.w(D(fd(c, d)), ' | ', str(dose), 'mg | ', SITES[(site_i + i) % len(SITES)], ' | ', (letters(rng, 1) + digits(rng, 5) + letters(rng, 1), 'IDNUM'),
            ' | ', '%02d/%d' % (rng.randrange(1, 13), d.year + 1), ' | ', S(nm(giver, pick(rng, ['INI', 'fi']))), ' | ', D(short_date(nxt, cc)), '\n')
        d = nxt
    n.t('\nToday:\n')
    n.t('Pre: ' + cows(rng) + '; ' + obs(rng) + '. ' + pick(rng, ['No sedation.', 'Mild sedation, alert to voice.', 'Alert.']) + '\n')
    n.t('Injection: subcutaneous, ' + SITES[(site_i + k - 1) % len(SITES)] + ', ' + pick(rng, ['no bleeding', 'small bleb, pressure applied',
                                                                                              'lump from last site palpable, tender']) + '. ')
    n.t('Observed %d min post-dose - %s.\n' % (pick(rng, [15, 15, 20, 30]), pick(rng, ['no adverse effects', 'mild injection-site pain', 'nausea, settled'])))
    if prod == 2 or chance(rng, 0.3):
        n.w('Stored 2-8 C; fridge logger SN ', ('TL' + digits(rng, 6), 'DEVICE'), ' reading ', '%.1f' % (rng.randrange(25, 75) / 10.0), ' C.\n')
    n.w(pick(rng, ['Pt reports ', 'States ']), pick(rng, ['no cravings', 'cravings by day 5-6', 'occasional use on top', 'feels "normal for the first time in years"']),
        '. ', pick(rng, ['Working nights as a ', 'Back at work as a ', 'Looking for work as a ']), (c['job'], 'PROFESSION'), '.\n')
    n.w('Next injection due ', D(fd(c, shift(c['d0'], gap))), ' (window +/- ', '2 days' if gap == 7 else '1 week', '). SMS reminder to ',
        (c['mob'], 'PHONE'), '.\n')
    if chance(rng, 0.4):
        n.w('Biometric check-in: fingerprint ID ', ('FP-' + digits(rng, 6), 'BIOID'), ' verified.\n')
    sign(n, rng, c, 'nurse')
    if chance(rng, 0.4):
        audit(n, rng, c, 'nurse')
