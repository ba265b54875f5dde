"""Genres: MDT outcome record, dietetic review."""
import clin
import ids
from blocks import demo, gp_term, id_line, lic_label, sign, social
from case import D, addr_items, age_item, cap, country_item, extra_person
from ids import add_days
from note import P


def _attendee(n, rng, p, surgeon=False):
    if surgeon and p.cc in ('UK', 'IE', 'AU', 'NZ'):
        n.w(p.n('ti'))
    elif 'Consultant' in p.role or 'Attending' in p.role or 'Registrar' in p.role or 'Fellow' in p.role:
        n.w(p.n(rng.choice(('dr', 'drf'))))
    else:
        n.w(p.n(rng.choice(('full', 'flast'))))
    n.w(' (', p.role, ')')


def mdt_outcome(rng, c, n):
    pt = c.pt
    st = c.staff
    meet = c.base
    n.w(rng.choice(('INTESTINAL FAILURE MDT - OUTCOME RECORD', 'IF/HPN Multidisciplinary Team Meeting - Outcome',
                    'Intestinal Rehabilitation MDT - Case Outcome')), '\n')
    n.w(P('HOSPITAL', c.hosp), ' | ', rng.choice(('Nutrition Support Team', 'Intestinal Failure Unit', 'Gastroenterology')), '\n')
    n.w('Meeting: ', D(c, meet, rng.choice(('wklong', c.dstyle))), ' 13:00-14:30   Venue: ')
    if rng.random() < 0.6:
        n.w(P('LOCATION_OTHER', c.room), ', ', P('LOCATION_OTHER', c.building), ' / MS Teams\n')
    else:
        n.w('MS Teams (virtual)\n')
    n.w('Chair: ', st['cons'].n('dr'), '\n', 'Present: ')
    people = [('surg', True), ('cns', False), ('diet', False), ('pharm', False), ('rad', False),
              ('micro', False), ('reg', False), ('psych', False)]
    sel = rng.sample(people, rng.randrange(4, 8))
    for i, (k, s) in enumerate(sel):
        if i:
            n.w('; ')
        _attendee(n, rng, st[k], s)
    n.w('\n')
    if rng.random() < 0.5:
        ext = extra_person(rng, c)
        n.w('Apologies: ', ext.n('dr'), ' (Hepatology)\n')
    n.w('\n', '-' * 40, '\n')
    n.w('Patient: ', pt.n(rng.choice(('LF', 'full'))), '   DOB ', D(c, c.dob), '   ', age_item(c, rng, 'sexf'), '\n')
    id_line(n, c, rng)
    ref = extra_person(rng, c)
    n.w('Referred by: ', ref.n('dr'), ', ', rng.choice(('Consultant Surgeon', 'Consultant Gastroenterologist', 'ICU Consultant')),
        ', ', P('HOSPITAL', c.hosp2), ' (', P('CITY', c.htown[0]), ') - referral received ',
        D(c, add_days(meet, -rng.randrange(5, 40))), '\n')
    n.w('Current location: ', rng.choice(('home', 'inpatient ')))
    if n.parts[-1].startswith('inpatient') or n.parts[-1].startswith('INPATIENT'.lower()):
        n.w(P('HOSPITAL', c.ward), ', bed ', P('LOCATION_OTHER', c.bed))
    n.w('\n\nCLINICAL SUMMARY\n')
    n.w(age_item(c, rng, ('yo', 'year', 'word')), ' ', rng.choice(('man', 'gentleman')) if pt.sex == 'M' else rng.choice(('woman', 'lady')),
        ' with ', c.aet, '. ', cap(c.anat), ' (SBS ', c.sbs, '). ')
    n.w('On HPN since ', D(c, c.hpn_start, rng.choice(('my', 'num'))), ' (', str(c.reg['nights']), ' nights/week). ')
    if c.crbsi_n:
        n.w('%d CRBSI episode%s, most recent ' % (c.crbsi_n, 's' if c.crbsi_n > 1 else ''),
            D(c, add_days(meet, -rng.randrange(30, 200))), ' (', c.organism, '). ')
    n.w('Current weight %.1f kg, BMI %.1f. ' % (c.wt, c.bmi))
    if rng.random() < 0.6:
        n.w('CT abdomen ', D(c, add_days(meet, -rng.randrange(7, 60))), ': ',
            rng.choice(('no collection; dilated proximal small bowel', 'patent SMV, no stricture', 'stable hepatomegaly, '
                        'no focal lesion', 'residual colon appears healthy')), '. ')
    n.w('\n\nQUESTION FOR MDT\n')
    q = rng.choice(('suitability for restorative surgery (reconnection of jejunostomy to colon in continuity)',
                    'candidacy for GLP-2 analogue (teduglutide) therapy',
                    'line salvage vs replacement after recurrent CRBSI',
                    'management of rising ALP - ?IFALD, lipid strategy',
                    'venous access planning - thrombosed both IJVs',
                    'referral for intestinal transplant assessment'))
    n.w(cap(q), '\n\nDISCUSSION\n')
    surg = st['surg']
    if 'surgery' in q:
        n.w(surg.n('ti') if c.cc != 'US' else surg.n('drl'), ' felt that reconnection is technically feasible; contrast study of defunctioned colon '
            'needed first. Nutritional optimisation required (aim albumin >30, BMI >18.5). ')
    elif 'teduglutide' in q:
        n.w('Meets criteria: stable on PN >12 months, no active Crohn\'s, colonoscopy ', D(c, add_days(meet, -rng.randrange(40, 300))),
            ' clear of polyps. ', st['pharm'].n('first'), ' to complete funding application. ')
    elif 'salvage' in q:
        n.w(st['micro'].n('drl'), ' advised that a further salvage attempt is reasonable for CoNS only; '
            'any S. aureus, Pseudomonas or Candida = remove. Consider taurolidine lock. ')
    elif 'ALP' in q:
        n.w('ALP %d, bili %d. Lipid currently %s. Agreed to switch to a fish-oil containing emulsion and cycle PN. '
            % (rng.randrange(220, 520), rng.randrange(12, 48), c.reg['lipid']))
    elif 'venous' in q:
        n.w(st['rad'].n('drl'), ' reviewed MR venogram: right IJV occluded, left brachiocephalic stenosed. Options: '
            'recanalisation vs translumbar IVC line. Anticoagulation lifelong. ')
    else:
        n.w('Three life-threatening line complications in 12 months; loss of 2 central veins. Meets referral criteria. ')
    n.w('Patient views: ', pt.n('first'), ' ', rng.choice(('is keen to reduce PN nights so that ', 'wants to return to work as a ',
                                                           'is worried about surgery as ')))
    last = n.parts[-1]
    if last.endswith('a '):
        n.w(P('PROFESSION', c.prof), '.')
    elif last.endswith('that '):
        n.w(pt.he(), ' can travel to ', country_item(c.abroad), ' to see family.')
    else:
        n.w(pt.his(), ' ', c.kin.rel, ' ', c.kin.n('first'), ' has no support at home.')
    n.w('\n\nOUTCOME\n')
    outs = ['Proceed as per discussion above', 'Re-discuss at MDT in 6 weeks with results',
            'Continue HPN unchanged for now', 'Refer to national intestinal transplant service',
            'Pharmacy to amend prescription (version %d)' % rng.randrange(2, 12),
            'Psychology review offered']
    for i, o in enumerate(rng.sample(outs, 3)):
        n.w('%d. %s\n' % (i + 1, o))
    n.w('\nACTIONS\nAction                          | Owner | Due\n')
    acts = ['Book contrast study', 'Letter to referring team', 'Update HPN prescription', 'Arrange venous imaging',
            'Complete funding form', 'Inform homecare provider', 'Telephone patient with outcome']
    for a in rng.sample(acts, rng.randrange(2, 5)):
        who = st[rng.choice(('cns', 'cons', 'pharm', 'diet', 'reg'))]
        n.w(a.ljust(32), '| ', P('DOCTOR', who.initials(False)), ' | ', D(c, add_days(meet, rng.randrange(3, 30)), 'num'), '\n')
    if rng.random() < 0.4:
        o = extra_person(rng, c, 'PATIENT')
        n.w('\nAlso discussed (brief): ', o.n('LF'), ', ', P('MRN', ids.mrn(rng, c.cc)), ' - deferred, awaiting CT.\n')
    n.w('\nRecorded by: ', st['clerk'].n('full'), ' (MDT coordinator)')
    if rng.random() < 0.5:
        n.w(', system user ', P('USERNAME', st['clerk'].user))
    n.w('\nOutcome sent to ', gp_term(c), ' ', c.gp.n('drl'), ' and referrer ', D(c, add_days(meet, rng.randrange(1, 5))), '\n')


def dietitian_review(rng, c, n):
    pt = c.pt
    d = c.staff['diet']
    day = c.base
    n.w(rng.choice(('DIETETIC REVIEW - INTESTINAL FAILURE', 'Dietetic Assessment (HPN)', 'Nutrition & Dietetics - IF Clinic Review')), '\n')
    n.w('Date: ', D(c, day), '   Setting: ')
    s = rng.choice(('clinic', 'ward', 'phone'))
    if s == 'clinic':
        n.w('IF clinic, ', P('HOSPITAL', c.hosp), ', ', P('LOCATION_OTHER', c.room), '\n')
    elif s == 'ward':
        n.w(P('HOSPITAL', c.ward), ', ', P('HOSPITAL', c.hosp), ', bed ', P('LOCATION_OTHER', c.bed), '\n')
    else:
        n.w('telephone review (patient at home, ', P('PHONE', c.mob), ')\n')
    demo(n, c, rng, addr=rng.random() < 0.5, contact=False)
    n.w('\nReason for review: ', rng.choice(('routine 3-monthly HPN review', 'weight loss >5% in 3 months',
                                            'stoma output increased', 'plan to wean HPN nights', 'new to HPN - post-discharge')), '\n')
    n.w('\nANTHROPOMETRY\n')
    prev = round(c.wt + rng.uniform(-4, 4), 1)
    pdate = add_days(day, -rng.randrange(50, 120))
    n.w('Weight %.1f kg (%.1f kg on ' % (c.wt, prev), D(c, pdate), ', %+.1f%%)   Height %d cm   BMI %.1f\n'
        % ((c.wt - prev) / prev * 100, c.ht, c.bmi))
    n.w('MUAC %.1f cm   TSF %d mm   Handgrip (Jamar) %d kg R / %d kg L   MUST score %d\n'
        % (rng.uniform(21, 31), rng.randrange(6, 22), rng.randrange(14, 40), rng.randrange(12, 38), rng.choice((0, 1, 2, 3))))
    n.w('\nBIOCHEMISTRY (', D(c, add_days(day, -rng.randrange(1, 10))), ')\n')
    v = clin.labs(rng)
    n.w('Na %d  K %.1f  Urea %.1f  Creat %d  Mg %.2f  PO4 %.2f  Alb %d  CRP %d\n' % (v['Na'], v['K'], v['Urea'], v['Creat'],
                                                                               v['Mg'], v['PO4'], v['Alb'], v['CRP']))
    if v['Na'] < 134:
        n.w('Urinary Na <10 mmol/L - suggests ongoing sodium depletion.\n')
    n.w('\nFLUID BALANCE (patient diary)\nDate       | Oral in (mL) | Stoma out (mL) | Urine (mL)\n')
    for k in range(rng.randrange(3, 6)):
        dd = add_days(day, -k - 1)
        n.w(D(c, dd, 'num'), ' | %d | %d | %d\n' % (rng.randrange(800, 2600, 50), rng.randrange(900, 3600, 50), rng.randrange(400, 1600, 50)))
    n.w('\nORAL INTAKE\n')
    n.w(rng.choice(('Eating 3 small meals + 2 snacks; avoids fibre-rich veg. ', 'Poor appetite, mainly toast and soup. ',
                    'Grazing diet; high sugar drinks (cola, orange juice) - counselled. ',
                    'Follows low-oxalate advice (colon in continuity). ')))
    n.w(rng.choice(('Drinks %d mL tea/coffee/water per day. ', 'Takes %d mL St Mark\'s solution, finds it salty. ',
                    'Using WHO ORS approx. %d mL. ')) % rng.randrange(500, 2000, 100))
    if rng.random() < 0.5:
        n.w('Works ', rng.choice(('night shifts', 'long days', 'part-time')), ' as a ', P('PROFESSION', c.prof),
            ' - meal timing difficult. ')
    if rng.random() < 0.4:
        n.w(cap(pt.his()), ' ', c.kin.rel, ' ', c.kin.n('first'), ' does most of the cooking. ')
    n.w('\n\nREQUIREMENTS (Henry equation, stress factor 1.0-1.1, ESPEN 2016)\n')
    n.w('Energy %d-%d kcal/day   Protein %.0f-%.0f g/day   Fluid %d mL/day + losses\n' %
        (int(c.wt * 25), int(c.wt * 32), c.wt * 1.0, c.wt * 1.5, int(c.wt * 30)))
    n.w('Current PN provides ~%d kcal and %.1f g N per infusion (%d nights/week).\n' % (c.reg['kcal'], c.reg['nitrogen'], c.reg['nights']))
    n.w('\nASSESSMENT\n')
    n.w(rng.choice(('Weight stable; PN meeting ~%d%% of requirements. ', 'Inadequate oral intake related to '
                    'early satiety as evidenced by %d%% weight loss. ', 'Improving absorption (output down %d%%) - consider weaning. '))
        % rng.randrange(4, 85))
    n.w('\n\nPLAN\n')
    pl = ['Continue current PN', 'Reduce to %d nights - discuss at MDT' % max(1, c.reg['nights'] - 1),
          'Limit hypotonic fluid to 500-1000 mL/day', 'Add salt to food (1 tsp/day extra)',
          'Trial of oral nutritional supplement (1.5 kcal/mL) BD', 'Re-weigh in 2 weeks via homecare nurse',
          'Low-fat / MCT advice (colon in continuity)', 'Check zinc and selenium at next bloods']
    for x in rng.sample(pl, rng.randrange(3, 6)):
        n.w('- ', x, '\n')
    n.w('Next dietetic review: ', D(c, add_days(day, rng.choice((28, 42, 56, 84)))), '\n\n')
    n.w(d.n('full'), rng.choice((', RD', ' RD', ', APD' if c.cc == 'AU' else ', RD')), '\n', d.role, '\n')
    if rng.random() < 0.6:
        n.w(lic_label(c, 'diet'), ' ', P('LICENSE', d.lic), '\n')
    if rng.random() < 0.6:
        n.w('Tel ', P('PHONE', d.tel), '\n')
    else:
        n.w('Ext ', P('PHONE', ids.ext(rng)), '\n')
    if rng.random() < 0.4:
        n.w(P('EMAIL', d.email), '\n')
