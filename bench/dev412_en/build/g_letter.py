"""Genres: intestinal failure clinic letter, discharge summary."""
import clin
import geo
import ids
from blocks import cc_list, demo, gp_block, gp_term, hosp_header, id_line, nat_items, sign, social
from case import D, addr_items, age_item, cap, country_item
from ids import add_days
from note import P


def _labs_inline(n, c, rng, d):
    v = clin.labs(rng)
    n.w('Bloods ', D(c, d), ': Na ', str(v['Na']), ', K ', str(v['K']), ', urea ', str(v['Urea']),
        ', creat ', str(v['Creat']), ', Mg ', str(v['Mg']), ', PO4 ', str(v['PO4']), ', ALP ', str(v['ALP']),
        ', ALT ', str(v['ALT']), ', bili ', str(v['Bili']), ', alb ', str(v['Alb']), ', CRP ', str(v['CRP']), '.')
    return v


def _hpn_line(n, c):
    g = c.reg
    n.w('%s, %d mL over %d h, %d nights/week; approx. %d kcal, N %.1f g; %s %d mL x%d/week'
        % (g['bag'], g['vol'], g['hours'], g['nights'], g['kcal'], g['nitrogen'], g['lipid'], g['lipid_ml'],
           g['lipid_n']))
    if g['saline']:
        n.w('; plus 0.9%% NaCl %d mL on remaining nights' % g['saline'])


def clinic_letter(rng, c, n):
    pt, cons, cns, clerk = c.pt, c.staff['cons'], c.staff['cns'], c.staff['clerk']
    visit = c.base
    us = c.cc == 'US'
    hosp_header(n, c, rng, dept=rng.choice(('Intestinal Failure Unit', 'Department of Gastroenterology',
                                            'Intestinal Rehabilitation Program' if us else 'Nutrition Support Team',
                                            'Intestinal Failure & Home Parenteral Nutrition Service')))
    n.w('\n')
    n.w('Clinic date: ', D(c, visit), '\n', 'Dictated: ', D(c, add_days(visit, rng.randrange(0, 3))),
        '   Typed: ', D(c, add_days(visit, rng.randrange(3, 15))), '\n')
    n.w('Our ref: ', P('DOCTOR', cons.initials(False)), '/', P('DOCTOR', clerk.initials(False).lower()))
    if rng.random() < 0.5:
        n.w('/', P('MRN', c.mrn))
    n.w('\n\n', c.gp.n('dr'), '\n', P('HOSPITAL', c.practice), '\n',
        addr_items(c.cc, c.paddr, '\n', region=c.cc in ('US', 'CA', 'AU')), '\n\n')
    n.w('Dear ', c.gp.n('drl'), ':' if us else ',', '\n\n')
    n.w('Re: ', pt.n(rng.choice(('full', 'fml', 'LF'))), rng.choice((', DOB ', '  D.O.B. ')), D(c, c.dob))
    if rng.random() < 0.5:
        n.w(' (', age_item(c, rng, 'yo'), ')')
    n.w('\n')
    id_line(n, c, rng, ', ')
    n.w(addr_items(c.cc, c.addr), '\n\n')
    n.w('Diagnoses:\n1. ', rng.choice(('Type 3 (chronic)', 'Type 3 (chronic)', 'Type 2 (prolonged acute)')),
        ' intestinal failure - short bowel syndrome, ', c.sbs, '\n   ', c.anat, '\n2. ', cap(c.aet), ', index surgery ', D(c, c.resect, rng.choice(('my', 'y', 'mys'))),
        '\n')
    for i, m in enumerate(c.comorb):
        n.w('%d. %s\n' % (i + 3, m[0].upper() + m[1:]))
    n.w('\nCurrent HPN: ')
    _hpn_line(n, c)
    n.w('\nAccess: ', c.line, ' via ', c.vein, ', inserted ', D(c, c.line_date), ' at ',
        P('HOSPITAL', rng.choice((c.hosp, c.hosp2))), '\n')
    n.w('Medication: ', '; '.join(c.meds), '\n\n')
    # narrative
    comp = c.kin
    if us:
        n.w('I had the pleasure of seeing ', pt.n('ti'), ' in the Intestinal Rehabilitation clinic today')
    else:
        a, b = rng.choice((('I reviewed ', ' in the intestinal failure clinic today'), ('We saw ', ' in clinic today'),
                           ('Thank you for your continued involvement in the care of ', ', whom we reviewed today'),
                           ('I saw your patient ', ' in the HPN review clinic')))
        n.w(a, pt.n('ti'), b)
    if rng.random() < 0.6:
        n.w(', accompanied by ', pt.his(), ' ', comp.rel, ' ', comp.n(rng.choice(('first', 'full'))))
    n.w('. ')
    he = pt.he().capitalize()
    n.w(rng.choice((
        '%s reports stoma output of around %d mL/day, Bristol stool chart type 6-7 when eating. ' % (he, rng.randrange(900, 3600, 100)),
        '%s has had a settled few months with no admissions. ' % he,
        '%s describes ongoing thirst in the afternoons and has been drinking hypotonic fluids again despite advice. ' % he,
        '%s remains on %d nights of PN and would like a night off for a family event. ' % (he, c.reg['nights']))))
    if c.crbsi_n:
        n.w('Since we last met ', pt.he(), ' was admitted to ', P('HOSPITAL', c.hosp2), ' on ',
            D(c, add_days(visit, -rng.randrange(20, 80))), ' with a line infection (', c.organism,
            '); the line was ', rng.choice(('salvaged', 'salvaged', 'replaced')), '. ')
    if rng.random() < 0.5:
        n.w('Urine sodium on ', D(c, add_days(visit, -rng.randrange(3, 20))), ' was ', str(rng.randrange(5, 60)),
            ' mmol/L. ')
    if rng.random() < 0.4:
        n.w('We discussed teduglutide; ', pt.he(), ' ', rng.choice(('is keen to proceed', 'would prefer to wait',
                                                                      'is not currently eligible under the local policy')),
            '. ')
    n.w('\n\n')
    n.w('Social: ')
    social(n, c, rng)
    n.w('\n\n')
    old = add_days(visit, -rng.randrange(60, 200))
    if rng.random() < 0.4:
        n.w('On examination: ', pt.n('ti'), "'s weight today was ")
    else:
        n.w('On examination: weight ')
    n.w('%.1f kg (BMI %.1f), previously %.1f kg on ' % (c.wt, c.bmi, c.wt + rng.uniform(-3, 3)),
        D(c, old), '. ', rng.choice(('Exit site clean and dry, cuff not palpable. ', 'Line exit site healthy. ',
                                     'Mild erythema around exit site <1 cm, no discharge. ')),
        rng.choice(('No peripheral oedema. ', 'Mucous membranes dry. ', 'Stoma spouted and healthy. ')), '\n\n')
    v = _labs_inline(n, c, rng, add_days(visit, -rng.randrange(1, 14)))
    if v['ALP'] > 200:
        n.w(' ALP continues to rise (was %d in ' % rng.randrange(120, 199), D(c, old, 'my'),
            ') - ?IFALD; lipid reduced.')
    n.w('\n\nPlan:\n')
    plans = ['Continue current HPN regimen; next prescription review by %s' % 'pharmacy',
             'Magnesium increased by 2 mmol/bag',
             'Restrict hypotonic fluids to 1 L/day; %s solution 1 L/day' % "St Mark's",
             'Increase loperamide to 16 mg QDS (open capsules if high output)',
             'Repeat micronutrients (Zn, Cu, Se, Mn, vit A/D/E) at next bloods',
             'DEXA scan requested', 'Line exit site swab if erythema persists',
             'Refer to IF psychology for support with body image',
             'Reduce lipid to %d nights per ESPEN 2016 advice' % max(1, c.reg['lipid_n'] - 1)]
    for i, x in enumerate(rng.sample(plans, rng.randrange(3, 6))):
        n.w('%d. %s\n' % (i + 1, x))
    fu = add_days(visit, rng.choice((56, 84, 91, 112, 182)))
    n.w('%d. Review in IF clinic on ' % (i + 2), D(c, fu), ' (', rng.choice(('face to face', 'video', 'telephone')), ').\n\n')
    if rng.random() < 0.3:
        n.w('Patient information leaflets: ', P('URL', ids.url(rng)), '\n\n')
    n.w('Yours sincerely,\n\n\n')
    sign(n, c, rng, cons, 'doc', lic=rng.random() < 0.5, contact=True)
    n.w('\n')
    if rng.random() < 0.5:
        n.w('Dictated but not read. Typed by ', clerk.n('full'), '.\n')
    cc_list(n, c, rng, rng.sample(['pt', 'hc', 'cns', 'diet', 'hosp2'], rng.randrange(2, 5)))


def discharge_summary(rng, c, n):
    pt, cons, reg = c.pt, c.staff['cons'], c.staff['reg']
    us = c.cc == 'US'
    los = rng.randrange(4, 45)
    adm = add_days(c.base, -los)
    dis = c.base
    n.w(rng.choice(('DISCHARGE SUMMARY', 'Inpatient Discharge Summary', 'DISCHARGE LETTER - INTESTINAL FAILURE UNIT')), '\n')
    hosp_header(n, c, rng, lines=rng.random() < 0.5)
    n.w('\n')
    demo(n, c, rng, addr=True)
    if us and rng.random() < 0.7:
        n.w('Insurance: ', P('ORGANIZATION', c.plan[2]), '  Member ID ', P('HEALTHPLAN', c.plan[1]),
            '  Group ', P('HEALTHPLAN', c.group), '\n')
    n.w('Encounter: ', P('ACCOUNT', c.acct), '\n')
    gp_block(n, c, rng)
    n.w('\nAdmitted: ', D(c, adm), ' ', '%02d:%02d' % (rng.randrange(24), rng.randrange(60)),
        '   Discharged: ', D(c, dis), '\n')
    n.w('Ward: ', P('HOSPITAL', c.ward), rng.choice((', bed ', ', Bed ', ' - bay 2 bed ')), P('LOCATION_OTHER', c.bed), '\n')
    n.w('Consultant: ', cons.n('dr'), '   Specialty: ', rng.choice(('Gastroenterology (IF)', 'Nutrition', 'GI Surgery')), '\n')
    reason = rng.choice(('crbsi', 'newstart', 'aki', 'occlusion'))
    ed = 'A&E' if c.cc == 'UK' else 'ED'
    src = {'crbsi': (ed, ed, 'transfer'), 'newstart': ('transfer', 'transfer', 'elective'),
           'aki': (ed, 'IF advice line - direct admission'), 'occlusion': ('elective', ed, 'IF advice line - direct admission')}
    s = rng.choice(src[reason])
    n.w('Admission source: ')
    if s == 'transfer':
        n.w('transfer from ', P('HOSPITAL', c.hosp2))
        if rng.random() < 0.6:
            n.w(' (', P('CITY', rng.choice(geo.TOWNS[c.cc])[0]), ')')
    elif s == 'elective':
        n.w('elective from IF clinic')
    else:
        n.w(s)
    n.w('\n\n')
    n.w('PRIMARY DIAGNOSIS\n')
    if reason == 'crbsi':
        n.w('Catheter-related bloodstream infection - ', c.organism, '\n')
    elif reason == 'newstart':
        n.w('Type 2 intestinal failure; establishment of home parenteral nutrition\n')
    elif reason == 'aki':
        n.w('Acute kidney injury (pre-renal) secondary to high stoma output / dehydration\n')
    else:
        n.w('Occluded ', c.line_short, ' line - thrombotic occlusion, alteplase unsuccessful\n')
    n.w('\nBACKGROUND\n', '- ', c.aet, ' (', D(c, c.resect, 'y'), ')\n- ', c.anat, ' (SBS ', c.sbs, ')\n')
    for m in c.comorb:
        n.w('- ', m, '\n')
    n.w('\nHISTORY / COURSE\n')
    n.w(age_item(c, rng, ('yo', 'year', 'word')), ' ', 'man' if pt.sex == 'M' else 'woman', ' on HPN since ', D(c, c.hpn_start, 'my'), '. ')
    if reason == 'crbsi':
        dtp = rng.choice(('2.5', '3', '4.2', '>5', '1.5'))
        n.w('Presented with rigors 20 min after connecting PN, T 38.%d, HR %d. Paired cultures: line positive at %s h, '
            'peripheral at %s h (DTP %s h). ' % (rng.randrange(2, 10), rng.randrange(96, 130), rng.choice(('9', '11', '14')),
                                                 rng.choice(('16', '18', '20')), dtp),
            'Treated with ', clin.ABX[c.organism], '. ')
        if 'removed' in clin.ABX[c.organism]:
            rem = add_days(adm, rng.randrange(1, 4))
            new = add_days(rem, rng.randrange(3, 10))
            n.w('Line removed ', D(c, rem), '; tip sent (', P('IDNUM', ids.idnum(rng, 'MB')), '). New ', c.line_short,
                ' inserted ', D(c, new), ' after 72 h negative cultures by ', c.staff['rad'].n('dr'), '. ')
        else:
            n.w('Line salvaged; repeat cultures ', D(c, add_days(adm, 3)), ' and ', D(c, add_days(adm, 5)), ' negative. ')
    elif reason == 'newstart':
        n.w('Transferred from surgical team after ', c.aet, '. Stoma output %d-%d mL/day despite loperamide and codeine. '
            % (rng.randrange(1800, 2500, 100), rng.randrange(2600, 4500, 100)),
            'Tunnelled line inserted ', D(c, add_days(adm, rng.randrange(2, 7))), '. Refeeding risk: high (phosphate 0.%d) '
            '- PN started at 10 kcal/kg and built up over 5 days. HPN training completed with ' % rng.randrange(42, 70),
            c.staff['cns'].n('full'), ', competency signed off ', D(c, add_days(dis, -2)), '. ')
    elif reason == 'aki':
        cr = rng.randrange(160, 260)
        n.w('Stoma output >3 L/day for 4 days after a viral illness; creat %d (baseline %d). ' % (cr, rng.randrange(60, 110)),
            'Creatinine rose further to %d on day 2. IV Hartmann\'s solution via PN line, output reduced with octreotide trial. '
            'Creatinine fell back to baseline by ' % (cr + rng.randrange(20, 120)),
            D(c, add_days(adm, rng.randrange(3, 8))), '. ')
    else:
        n.w('Unable to flush line at home on ', D(c, add_days(adm, -1)), '. Alteplase (Cathflo) 2 mg x2 dwell - no success. '
            'Linogram: fibrin sheath. Line exchanged over wire in IR ', D(c, add_days(adm, 2)), '. ')
    n.w('\n\nKEY RESULTS\n')
    v = clin.labs(rng)
    n.w('On discharge: Na %d  K %.1f  Mg %.2f  PO4 %.2f  Creat %d  CRP %d  Hb %d\n' % (v['Na'], v['K'], v['Mg'], v['PO4'],
                                                                                    v['Creat'], v['CRP'], v['Hb']))
    if reason == 'crbsi':
        n.w('Blood cultures: accession ', P('IDNUM', ids.idnum(rng, 'BC')), ' (line), ', P('IDNUM', ids.idnum(rng, 'BC')),
            ' (peripheral)\n')
    n.w('\nDISCHARGE HPN\n')
    _hpn_line(n, c)
    n.w('\nLock: ', c.lock, '\n')
    n.w('\nMEDICATIONS ON DISCHARGE\n')
    for m in c.meds:
        n.w('- ', m, '\n')
    n.w('\nFOLLOW UP\n')
    n.w('- IF clinic ', D(c, add_days(dis, rng.randrange(14, 60))), ' with ', cons.n('drl'), '\n')
    n.w('- Homecare: ', P('ORGANIZATION', c.homecare), ' first delivery ', D(c, add_days(dis, rng.randrange(0, 3))),
        '; nurse visits for first ', str(rng.choice((2, 3, 4))), ' connections. Helpline ', P('PHONE', c.hc_tel), '\n')
    n.w('- Weekly bloods via ', gp_term(c), ' practice nurse at ', P('HOSPITAL', c.practice), ' for 4 weeks\n')
    if rng.random() < 0.35:
        n.w('- Transport home: hospital car, reg ', P('VEHICLE', ids.plate(rng, c.cc)), ', booked for ',
            D(c, dis), ' 10:30\n')
    if rng.random() < 0.3:
        n.w('- Travel: family holiday to ', country_item(c.abroad), ' planned ', D(c, add_days(dis, rng.randrange(60, 200)), 'my'),
            ' - not before line review\n')
    n.w('\nNext of kin: ', c.kin.n('full'), ' (', c.kin.rel, ') ', P('PHONE', c.kin.tel), '\n')
    n.w('\nCompleted by: ')
    sign(n, c, rng, reg, 'doc', lic=rng.random() < 0.3, contact=True, dated=dis)
    if rng.random() < 0.5:
        n.w('Approved: ', cons.n('drl'), '\n')
