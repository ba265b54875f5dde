"""Genres: orthodontic referral, IOTN assessment, treatment plan letter."""
from core import addr_items, add_days, dig, let, fdate, username, ip, email, phone
from blocks import (letterhead, pt_header, sign, ref_line, dict_line, e_footer, cc_block, clinical, find_lines,
                    hyg, fam_line, prof_line, contact_line, role, dept, ojs, sys_log)
from extras import (holiday_line, school_line, sibling_line, travel_line, portal_line, room, bio_line, year_group)

CONCERN = ['prominent upper front teeth', 'crooked lower teeth', 'being teased at school about %s teeth',
           'a gap between the upper front teeth', 'the lower jaw being ahead of the upper',
           'an upper canine that has not come through', 'difficulty biting into food with the front teeth',
           'the appearance of %s smile', 'crowding and a tooth "sticking out" high up']


def concern(c):
    s = c.r.choice(CONCERN)
    return s % c.his if '%s' in s else s


def referral(d, c):
    r = c.r
    clinical(c)
    k = r.random()
    if c.country in ('US', 'CA') and k < 0.55:
        return referral_form(d, c)
    if c.country == 'UK' and k < 0.35:
        return referral_erefer(d, c)
    letterhead(d, c, c.prac, depts=False)
    d.w('\n{dt}\n\n', dt=c.D(c.visit))
    if r.random() < 0.5:
        d.w('{t}\n', t=r.choice(['The Consultant Orthodontist', 'The Orthodontist', 'Orthodontic Department']))
    else:
        d.w('{n}\n', n=c.DR(c.cons, 'full'))
    d.put([('HOSPITAL', c.hosp.name), '\n'])
    d.put(addr_items(c.hosp.addr, 'block'))
    d.t('\n\n')
    d.w('Dear {n},\n\n', n=c.DR(c.cons, 'l') if r.random() < 0.6 else 'Colleague')
    pt_header(d, c, r.choice(['A', 'B', 'B']))
    d.t('\n')
    d.w('Thank you for seeing this {a} {ch} for an orthodontic opinion. ', a=c.age_item(style=r.choice(['-year-old', 'words'])),
        ch=c.child if not c.adult else ('man' if c.pt.sex == 'M' else 'woman'))
    if not c.adult:
        d.put(school_line(c))
    d.put(fam_line(c))
    d.w('{p} is concerned about {x}.\n\n', p=c.PN('f') if r.random() < 0.7 else 'The family', x=concern(c))
    d.w('On examination {p} has a {cls}.\n', p=c.PN('f') if r.random() < 0.5 else c.he, cls=c.cls)
    for ln in find_lines(c):
        d.t('  - ' + ln + '\n')
    d.w('My estimate of IOTN is DHC {g}{cd}, AC {ac}.\n', g=c.dhc[0][0], cd=c.dhc[0][1], ac=str(c.ac))
    d.w('Medical history: {m}\n{h}.\n', m=c.mh, h=hyg(c))
    if r.random() < 0.6:
        d.w('An OPG taken on {dt} is enclosed', dt=c.D(add_days(c.visit, -r.randint(5, 60))))
        if r.random() < 0.5:
            d.w(' (image ref {i})', i=('IDNUM', r.choice(['IMG-', 'X', 'RAD']) + dig(r, 7)))
        d.t('. ')
    if r.random() < 0.35:
        d.put(portal_line(c))
    if r.random() < 0.35:
        d.put(sibling_line(c))
    if r.random() < 0.25:
        d.put(travel_line(c))
    if r.random() < 0.3:
        d.put(prof_line(c))
    d.t('\n')
    d.w('{rel} can be contacted on {ph}.\n\n', rel=c.rel.capitalize() if not c.adult else c.PN('f'),
        ph=('PHONE', c.fam_phone if not c.adult else c.pt_phone))
    sign(d, c, c.gdp, 'gdp', lic=r.random() < 0.5)
    if r.random() < 0.3:
        d.w('{e}\n', e=('EMAIL', email(r, c.gdp, c.prac.dom)))


def referral_form(d, c):
    r = c.r
    d.t(r.choice(['ORTHODONTIC REFERRAL', 'Orthodontic Referral Form', 'REFERRAL TO ORTHODONTIST']) + '\n')
    d.w('Date: {dt}\n\n', dt=c.D(c.visit))
    d.w('Referring Dentist: {n}   ', n=c.DR(c.gdp, 'full', post=True))
    lab, v = c.gdp_lic
    d.w('{l}: {v}\n', l=lab, v=('LICENSE', v))
    d.w('Practice: {p}\n', p=('HOSPITAL', c.prac.name))
    d.w('Address: {a}\n', a=addr_items(c.prac.addr, 'line'))
    d.w('Phone: {p}   Fax: {f}\n\n', p=('PHONE', c.prac.phone), f=('FAX', c.prac.fax))
    d.w('Referred to: {n}, {h}\n\n', n=c.DR(c.cons, 'full'), h=('HOSPITAL', c.hosp.name))
    d.w('Patient Name: {n}        DOB: {dob}   Age: {a}\n', n=c.PN('LF'), dob=c.D(c.dob), a=('AGE', str(c.age)))
    if not c.adult:
        d.w('Parent/Guardian: {n} ({rel})   Cell: {p}\n', n=c.FAM(c.fam, 'full'), rel=c.rel, p=('PHONE', c.fam_phone))
    d.w('Address: {a}\n', a=addr_items(c.addr, 'line'))
    d.w('Email: {e}\n', e=('EMAIL', c.pt_email))
    if c.country == 'US':
        if r.random() < 0.7:
            d.w('Insurance: {i}   Member ID: {m}   Group #: {g}\n', i=('ORGANIZATION', c.insurer), m=('HEALTHPLAN', c.member),
                g=('HEALTHPLAN', c.group))
        else:
            d.w('Insurance: Medicaid   Recipient ID: {m}\n', m=('HEALTHPLAN', dig(r, 8) + let(r, 1)))
    else:
        lab, typ, v = c.nhs
        d.w('{l}: {v}   Dental plan: {i} #{m}\n', l=lab, v=(typ, v), i=('ORGANIZATION', c.insurer), m=('HEALTHPLAN', c.member))
    d.t('\nReason for referral (check all that apply):\n')
    opts = ['Crowding', 'Spacing', 'Crossbite', 'Open bite', 'Deep bite', 'Overjet', 'Underbite', 'Impacted tooth',
            'Missing teeth', 'Habit (thumb)', 'TMJ symptoms', 'Pre-restorative']
    sel = set(r.sample(range(len(opts)), r.randint(1, 3)))
    for i, o in enumerate(opts):
        d.t(('[X] ' if i in sel else '[ ] ') + o + ('\n' if i % 3 == 2 else '   '))
    d.w('\nComments: {cls}. OJ {oj}. ', cls=c.cls, oj=ojs(c))
    d.put(fam_line(c))
    if r.random() < 0.4:
        d.put(holiday_line(c))
    if r.random() < 0.4:
        d.put(school_line(c))
    d.w('\nMedical: {m}\n', m=c.mh)
    d.w('Radiographs: [X] Pano ({dt})  [{x}] Ceph\n', dt=c.D(add_days(c.visit, -r.randint(3, 90))), x=r.choice(['X', ' ']))
    d.w('Please send consultation report to {e}\n', e=('EMAIL', c.prac.email))
    d.w('Signature: {n}\n', n=('DOCTOR', c.gdp.fmt('full')))


def referral_erefer(d, c):
    r = c.r
    d.t('e-Referral - Orthodontics (Routine)\n')
    d.w('UBRN: {u}   Referral created: {dt} {h}\n', u=('IDNUM', '%s %s %s' % (dig(r, 4), dig(r, 4), dig(r, 4))),
        dt=c.D(c.visit, 'dmy'), h='%02d:%02d' % (r.randint(8, 18), r.randint(0, 59)))
    d.w('Service: {h} - {dp}\n', h=('HOSPITAL', c.hosp.name), dp=dept(c))
    d.w('Referrer: {n} (GDC {g})\nPractice: {p}, {a}\nTel {t}\n\n', n=c.DR(c.gdp, 'full'), g=('LICENSE', c.gdp_lic[1]),
        p=('HOSPITAL', c.prac.name), a=addr_items(c.prac.addr, 'line'), t=('PHONE', c.prac.phone))
    d.w('Patient: {n}\nNHS number: {nhs}   DOB: {dob}   Gender: {s}\nAddress: {a}\nContact: {ph}\n',
        n=c.PN('LF'), nhs=('MRN', c.nhs[2]), dob=c.D(c.dob), s='Female' if c.pt.sex == 'F' else 'Male',
        a=addr_items(c.addr, 'line'), ph=('PHONE', c.fam_phone))
    if not c.adult:
        d.w('Parent/carer: {n} ({rel})\n', n=c.FAM(c.fam, 'full'), rel=c.rel)
    d.w('\nClinical information:\n{cls}.\n', cls=c.cls)
    for ln in find_lines(c):
        d.t('* ' + ln + '\n')
    d.w('IOTN DHC (referrer estimate): {g} - {x}\n', g=c.dhc[0], x=c.dhc[1])
    d.w('Medical history: {m}\nCaries status: {h}\n', m=c.mh, h=hyg(c))
    d.w('Attachments: OPG ({dt}), photographs x5\n', dt=c.D(add_days(c.visit, -r.randint(1, 40)), 'dmy'))
    d.w('\nSubmitted by {u} from {ip}\n', u=('USERNAME', username(r, c.clerk)), ip=('IPADDR', ip(r)))


def iotn(d, c):
    r = c.r
    clinical(c)
    d.t(r.choice(['ORTHODONTIC ASSESSMENT - IOTN', 'Index of Orthodontic Treatment Need (IOTN) Assessment',
                  'New Patient Orthodontic Assessment', 'IOTN SCREENING RECORD']) + '\n')
    d.w('{h}', h=('HOSPITAL', c.hosp.name))
    if r.random() < 0.5:
        d.w(', {rm}', rm=room(c))
    d.w('\nDate of assessment: {dt}\n', dt=c.D(c.visit))
    d.w('Assessor: {n} ({ro})\n', n=c.DR(c.reg, r.choice(['full', 'il'])), ro=role(c, 'reg'))
    if r.random() < 0.6:
        d.w('Supervising consultant: {n}\n', n=c.DR(c.cons, 'full'))
    d.t('\n')
    pt_header(d, c, r.choice(['A', 'C', 'D']))
    d.w('Age at assessment: {y}y {m}m\n', y=('AGE', str(c.age)), m=('AGE', str(c.age_m)))
    d.w('Referred by: {n}, {p}\n', n=c.DR(c.gdp, 'il'), p=('HOSPITAL', c.prac.name))
    if r.random() < 0.5:
        d.put(fam_line(c))
        d.t('\n')
    d.w('Dental stage: {s}\n\n', s=r.choice(['late mixed dentition', 'early permanent dentition', 'permanent dentition',
                                             'mixed dentition, ULE and URE retained']))
    d.t('EXTRA-ORAL: %s skeletal pattern, %s FMPA, lips %s, no TMJ signs.\n' % (
        r.choice(['Class I', 'Class II (mild)', 'Class II (moderate)', 'Class III (mild)']),
        r.choice(['average', 'increased', 'reduced']), r.choice(['competent', 'incompetent', 'potentially competent'])))
    d.t('INTRA-ORAL: %s. Teeth present: %s\n' % (hyg(c), r.choice(['7654321|1234567 / 7654321|1234567',
                                                                    '6E4321|1234E6 / 6EDC21|12CDE6', 'UR7-UL7, LR7-LL7', 'all 6s and 7s erupted'])))
    d.t('DENTAL HEALTH COMPONENT\n')
    d.w('  Grade {g}  ({cd}: {x})\n', g=c.dhc[0][0], cd=c.dhc[0], x=c.dhc[1])
    d.w('  Worst feature identified using the IOTN ruler: {x}\n', x=c.dhc[1])
    d.t('MEASUREMENTS\n')
    d.w('  Overjet: {oj}    Overbite: {ob}\n', oj=ojs(c), ob=c.ob)
    d.w('  Contact point displacement (max): {cp} mm    Crossbite displacement: {cb} mm\n',
        cp='%g' % (r.randint(1, 9) * 0.5), cb=str(r.randint(0, 3)))
    d.w('  Hypodontia: {hy}\n', hy=r.choice(['none', 'UL2, UR2', 'LR5', 'UR5, UL5, LL5', 'none (8s not assessed)']))
    d.t('AESTHETIC COMPONENT\n')
    d.w('  Patient rating: {a}/10    Clinician rating: {b}/10\n', a=str(max(1, c.ac - r.randint(0, 3))), b=str(c.ac))
    if r.random() < 0.6:
        d.w('OTHER INDICES: ICON {i}, PAR (weighted, pre-treatment) {p}\n', i=str(r.randint(30, 90)), p=str(r.randint(18, 52)))
    if c.country == 'US' and r.random() < 0.6:
        d.w('HLD index score: {s} (qualifying score 26)\n', s=str(r.randint(14, 40)))
    d.t('\n')
    elig = {'UK': 'Eligible for NHS orthodontic treatment (DHC 4/5, or DHC 3 with AC 6+)',
            'IE': 'Meets HSE Modified IOTN criteria - Grade 4 / 5',
            'US': 'Meets criteria for medically necessary orthodontics',
            'CA': 'Assessment for public program funding',
            'AU': 'Eligible for public orthodontic waiting list (priority category %s)' % r.choice('123'),
            'NZ': 'Meets hospital dental service orthodontic criteria'}[c.country]
    g = c.dhc[0][0]
    if g in '45':
        yn = 'YES'
    elif g == '3':
        yn = 'YES (AC %d)' % c.ac if c.ac >= 6 else r.choice(['NO - AC and DHC below threshold', 'BORDERLINE, discuss'])
    else:
        yn = 'NO - AC and DHC below threshold'
    d.w('Eligibility: {e} - {yn}\n', e=elig, yn=yn)
    d.w('Outcome: {o}\n', o=r.choice(['Not eligible - discharged to GDP', 'Review in 12 months (dental development)'] if yn[0] == 'N' else
                                     ['Accepted - placed on treatment waiting list', 'Review in 12 months (dental development)',
                                      'Joint clinic with OMFS requested', 'Refer for interceptive extraction of C\'s']))
    if yn[0] == 'Y' and r.random() < 0.6:
        d.w('Estimated wait: {n} months. Letter to parents sent {dt}.\n', n=str(r.choice([6, 12, 18, 24, 30])),
            dt=c.D(add_days(c.visit, r.randint(1, 10))))
    if r.random() < 0.35:
        d.put(sibling_line(c))
        d.t('\n')
    if r.random() < 0.3:
        d.put(holiday_line(c))
        d.t('\n')
    if r.random() < 0.15:
        d.put(bio_line(c))
        d.t('\n')
    d.w('\nSigned: {n}', n=('DOCTOR', c.reg.fmt(r.choice(['full', 'il', 'fi']))))
    if r.random() < 0.5:
        d.w('  {l} {v}', l=c.lic[0], v=('LICENSE', c.lic[1]))
    d.t('\n')
    if r.random() < 0.4:
        sys_log(d, c, 2)


def plan_letter(d, c):
    r = c.r
    clinical(c)
    letterhead(d, c, c.hosp)
    d.t('\n')
    if r.random() < 0.7:
        ref_line(d, c)
    d.w('{dt}\n\n', dt=c.D(add_days(c.visit, r.randint(0, 14)), r.choice([c.ds, 'dMMy', 'dthMy', 'MMdy' if c.us else 'dMMy'])))
    to_parent = (not c.adult) and r.random() < 0.35
    if to_parent:
        t = ('Mrs ' if c.fam.sex == 'F' else 'Mr ') if r.random() < 0.7 else ''
        d.w('{t}{n}\n{a}\n\nDear {t2}{n2},\n\n', t=t, n=c.FAM(c.fam, 'full'), a=addr_items(c.addr, 'block'),
            t2=t or '', n2=c.FAM(c.fam, 'l' if t else 'f'))
    elif c.adult and r.random() < 0.3:
        d.w('{n}\n{a}\n\nDear {n2},\n\n', n=c.PN('full'), a=addr_items(c.addr, 'block'), n2=c.PN('f'))
    else:
        d.w('{n}\n{p}\n{a}\n\nDear {n2},\n\n', n=c.DR(c.gdp, 'full'), p=('HOSPITAL', c.prac.name),
            a=addr_items(c.prac.addr, 'block'), n2=c.DR(c.gdp, 'l'))
    pt_header(d, c, 'B')
    d.t('\n')
    who = ('your %s' % ('son' if c.pt.sex == 'M' else 'daughter')) if c.rel in ('mother', 'father') else None
    d.w('I saw {p} {w}in the {clin} on {dt}. ', p=who if (to_parent and who) else c.PN('f'), w=r.choice(['', 'again ']),
        clin=r.choice(['New Patient Clinic', 'orthodontic clinic', 'Consultant Clinic', 'treatment planning clinic']),
        dt=c.D(c.visit))
    d.put(fam_line(c))
    d.t('\n\nDiagnosis: ' + c.cls + '\n\nProblem list:\n')
    for ln in find_lines(c):
        d.t('  * ' + ln + '\n')
    d.t('\nTreatment plan:\n')
    if c.ext == 'no extractions':
        d.t('  1. No extractions required (space from expansion/IPR)\n')
    else:
        d.w('  1. Extraction of {e}{x}\n', e=c.ext, x=r.choice(
            [' - please arrange with your practice', ' - under LA here', ' under GA (day case)']))
    d.w('  2. {a}\n  3. Retention: {rt}\n', a=c.appl[0].upper() + c.appl[1:], rt=c.ret)
    d.w('Estimated active treatment time {m} months, with visits every {w} weeks.\n\n', m=str(c.dur), w=str(r.choice([6, 8, 10])))
    if c.country in ('US', 'CA', 'AU', 'NZ') and r.random() < 0.7:
        fee = r.choice([5400, 5850, 6200, 6450, 6980, 7300, 7900])
        dep = r.choice([800, 1000, 1200, 1500])
        d.w('Fee: ${f} total (incl. retainers). Initial payment ${dp}, balance over {n} monthly instalments. '
            'Account no. {ac}.\n', f='{:,}'.format(fee), dp='{:,}'.format(dep), n=str(c.dur), ac=('ACCOUNT', c.acct))
        if r.random() < 0.5:
            d.w('Insurance ({i}) estimate requested for member {m}.\n', i=('ORGANIZATION', c.insurer), m=('HEALTHPLAN', c.member))
    d.t(r.choice(['We discussed the risks of treatment, including decalcification, root resorption, gingival recession '
                  'and relapse, and the need for lifelong retention. ',
                  'Risks (demineralisation, root shortening, relapse) and the commitment involved were explained. ']))
    if r.random() < 0.35:
        d.put(holiday_line(c))
    if r.random() < 0.3:
        d.put(travel_line(c))
    if c.adult and r.random() < 0.6:
        d.put(prof_line(c))
    d.w('\n{p} has been placed on the waiting list; {he} should continue to see you for routine care every 6 months.\n\n',
        p=c.PN(r.choice(['f', 'full'])), he=c.he)
    sign(d, c, c.cons, 'cons')
    if r.random() < 0.5:
        d.w('Direct line: {p}\n', p=('PHONE', phone(r, c.country, c.hosp.addr['phone'], ext=r.random() < 0.5)))
    if r.random() < 0.6:
        cc_block(d, c)
    if r.random() < 0.4:
        dict_line(d, c)
    if r.random() < 0.3:
        e_footer(d, c)
